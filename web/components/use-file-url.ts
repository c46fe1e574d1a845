import { useEffect, useState } from "react";
import { httpClient } from "../providers/http-client";

// Uploaded images are served to signed-in users only, so an <img src> (which sends no bearer
// token) cannot load them: they are fetched through the HTTP client and shown from a blob URL.
export function useFileUrl(path: string | null | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!path) {
      setUrl(undefined);
      return;
    }
    let cancelled = false;
    let objectUrl: string | undefined;
    httpClient
      .get<Blob>(path, { responseType: "blob", silent: true })
      .then(({ data }) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(data);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setUrl(undefined));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return url;
}
