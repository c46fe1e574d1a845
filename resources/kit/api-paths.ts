// Declared lists the API serves under another path than /api/<name>: the VeriFactu records are
// the billing module's /api/verifactu/records (api/modules/billing/verifactu/records-routes.ts).
// The web's data provider and whoever follows a dashboard link read their path here.
export const RESOURCE_API_PATHS: Readonly<Record<string, string>> = { "verifactu-records": "verifactu/records" };

/** The path under /api/ of a declared list: its name, or the path it is served at. */
export const apiPathOf = (resource: string): string => RESOURCE_API_PATHS[resource] ?? resource;
