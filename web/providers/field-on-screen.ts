// Whether a 422's field is a field of a form on screen: its message then shows under the field
// (the forms put a 422's `errors` there), and a toast saying it again would only cover the page.
// Read from the page itself, so every form is covered without telling the HTTP client about it.

/** The ids antd gives a field's control: `<form name>_<path>` or, in a form with no name, `<path>`. */
export function controlIds(key: string): string {
  return key.replace(/\./g, "_");
}

export function fieldOnScreen(key: string, root: ParentNode | undefined = globalThis.document): boolean {
  if (!root || !/^[\w.-]+$/.test(key)) return false;
  const id = controlIds(key);
  for (const form of root.querySelectorAll("form")) {
    for (const control of form.querySelectorAll(`[id="${id}"], [id$="_${id}"]`)) {
      // A form kept mounted in a closed dialog is not on screen.
      if (control.closest(".ant-form-item") && (control as HTMLElement).getClientRects().length > 0) return true;
    }
  }
  return false;
}
