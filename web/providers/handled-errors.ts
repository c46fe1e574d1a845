// The HTTP client toasts every failed call itself (docs/product.md#errors). Refine's hooks would then toast the
// same failure again with the error's message as description, so the client records what it
// already showed and the notification provider drops Refine's duplicate for a short while.
const HANDLED_WINDOW_MS = 5000;
const handled = new Map<string, number>();

export function markErrorHandled(message: string | undefined, now = Date.now()): void {
  if (!message) return;
  handled.set(message, now);
}

export function wasErrorHandled(message: string | undefined, now = Date.now()): boolean {
  if (!message) return false;
  const at = handled.get(message);
  if (at === undefined) return false;
  if (now - at > HANDLED_WINDOW_MS) {
    handled.delete(message);
    return false;
  }
  return true;
}
