import { vi } from "vitest";
import { i18n } from "../../../web/i18n";
import { createHttpClient, type ErrorToast, type HttpClientOptions } from "../../../web/providers/http-client";

export function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

export function makeClient(baseURL: string, storageInit: Record<string, string> = {}, options: HttpClientOptions = {}) {
  const storage = memoryStorage(storageInit);
  const toasts: ErrorToast[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const sleep = vi.fn(async (_ms: number) => undefined);
  const client = createHttpClient(
    {
      storage,
      notify: (t) => void toasts.push(t),
      navigate,
      getLang: () => "en",
      translate: i18n.getFixedT("es"),
      sleep,
    },
    { baseURL, ...options },
  );
  return { client, storage, toasts, navigate, sleep };
}
