import { useCallback, useEffect, useState } from "react";
import { useInvalidateAuthStore } from "@refinedev/core";
import { changeLanguage, currentLanguage, isLanguage } from "../../i18n";
import { httpClient } from "../../providers/http-client";
import { browserStorage, USER_KEY, type SessionUser } from "../../providers/session";

export interface Me extends SessionUser {
  lastname: string | null;
  phone: string | null;
  language: string;
  avatar: string | null;
  created_at: string;
  version: number;
  two_factor_enabled: boolean;
}

/**
 * The signed-in user, fresh from GET /me, and `apply` for an answer of a profile call: the stored
 * session user and the header follow, and so does the interface language when it changed.
 */
export function useMe() {
  const [me, setMe] = useState<Me>();
  const invalidateAuth = useInvalidateAuthStore();
  const apply = useCallback(
    async (user: Me) => {
      setMe(user);
      browserStorage.setItem(USER_KEY, JSON.stringify(user));
      if (isLanguage(user.language) && user.language !== currentLanguage()) await changeLanguage(user.language);
      await invalidateAuth();
    },
    [invalidateAuth],
  );
  useEffect(() => {
    void httpClient.get<{ data: Me }>("me").then(({ data }) => setMe(data.data));
  }, []);
  return { me, apply };
}
