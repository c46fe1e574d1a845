/** One language's namespaces from its globbed locale files (locales/<lang>/<namespace>.json). */
export function collect(files: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(files).map(([file, content]) => [/([^/]+)\.json$/.exec(file)![1], content]));
}
