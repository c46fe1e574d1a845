// Files are served to signed-in users only, so a plain <a href> (which sends no bearer token)
// cannot fetch them: the download goes through the HTTP client as a blob and is then saved from
// an object URL under the file's original name.
import { httpClient } from "../../providers/http-client";

/** Saves a fetched blob as a file of that name. */
export function saveBlob(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    link.style.display = "none";
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** Fetches an API path (with its query) as a blob and saves it under `fileName`. */
export async function downloadFile(
  path: string,
  fileName: string,
  params?: Record<string, unknown> | URLSearchParams,
): Promise<void> {
  const { data } = await httpClient.get<Blob>(path, { params, responseType: "blob" });
  saveBlob(data, fileName);
}

export async function downloadAttachment(resource: string, id: number | string, fileName: string): Promise<void> {
  await downloadFile(`${resource}/${id}/download`, fileName);
}
