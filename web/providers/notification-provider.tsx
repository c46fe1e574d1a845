import type { NotificationProvider } from "@refinedev/core";
import { wasErrorHandled } from "./handled-errors";
import { closeToast, toast } from "./toast";

// Refine's hooks report through here. An error the HTTP client already toasted (docs/product.md#errors) arrives
// again with its message as description; it is dropped so the user sees each failure once.
export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type }) => {
    if (type === "error" && (wasErrorHandled(description) || wasErrorHandled(message))) return;
    toast({
      key,
      type: type === "progress" ? "info" : type,
      // Refine puts the short title in message and the detail in description.
      message,
      description,
    });
  },
  close: (key) => closeToast(key),
};
