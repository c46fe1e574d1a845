import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { AuthActionResponse } from "@refinedev/core";
import { notificationProvider } from "../../providers/notification-provider";

/** A path inside this app to go back to after the sign-in (`?to=`), never another site's. */
export function returnPath(value: string | null): string | null {
  return value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : null;
}

/**
 * One of the auth provider's actions, run the way Refine's auth hooks run it, so the sign-in
 * screens need no Refine: the success toast and redirect (`returnTo`: to ?to= when present), a
 * failure toast unless the HTTP client already showed it or it names fields (the page shows those),
 * then the page's own onSuccess.
 */
export function useAuthAction<P>(action: (params: P) => Promise<AuthActionResponse>, { returnTo = false } = {}) {
  const [isPending, setPending] = useState(false);
  const navigate = useNavigate();
  const [search] = useSearchParams();

  const mutate = async (params: P, { onSuccess }: { onSuccess?: (result: AuthActionResponse) => void } = {}) => {
    setPending(true);
    let result: AuthActionResponse;
    try {
      result = await action(params);
    } finally {
      setPending(false);
    }
    const { success, error, successNotification, redirectTo } = result;
    if (success && successNotification)
      notificationProvider.open({
        type: "success",
        message: successNotification.message,
        description: successNotification.description,
      });
    // Field errors are the page's to show, under their fields: a toast would say them twice.
    const fieldErrors = Boolean((error as { errors?: unknown } | undefined)?.errors);
    if (!success && error && !fieldErrors)
      notificationProvider.open({ type: "error", message: error.name, description: error.message });
    onSuccess?.(result);
    const target = success ? (returnTo && returnPath(search.get("to"))) || redirectTo : undefined;
    if (target) navigate(target, { replace: true });
  };
  return { mutate, isPending };
}
