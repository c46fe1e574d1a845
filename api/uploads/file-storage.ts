import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

// Where uploaded files live. One interface so a bucket can replace the disk later; the disk one
// keeps them under DATA_DIR/files/<folder>/<random name>.
export const FILE_FOLDERS = ["avatars", "logos"] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];

export interface FileStorage {
  save(folder: FileFolder, ext: string, bytes: Buffer): Promise<string>;
  read(folder: FileFolder, name: string): Promise<Buffer | null>;
  remove(folder: FileFolder, name: string): Promise<void>;
}

/** A stored name: a random UUID and the extension its content was sniffed as. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

export function diskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "files");
  // Names are checked against STORED_NAME before they reach the disk: no path can be built from input.
  const fileOf = (folder: FileFolder, name: string) => {
    if (!FILE_FOLDERS.includes(folder) || !STORED_NAME.test(name)) throw new Error(`invalid stored file name: ${folder}/${name}`);
    return path.join(root, folder, name);
  };
  return {
    async save(folder, ext, bytes) {
      const name = `${crypto.randomUUID()}.${ext}`;
      const file = fileOf(folder, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: "wx", mode: 0o600 });
      return name;
    },
    async read(folder, name) {
      try {
        return await fs.readFile(fileOf(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(folder, name) {
      await fs.rm(fileOf(folder, name), { force: true });
    },
  };
}

/** The API path a stored file is served from, relative to /api/ (what users.avatar and company.logo hold). */
export function filePath(folder: FileFolder, name: string): string {
  return `files/${folder}/${name}`;
}

/** The stored name behind a path made by filePath, or null for anything else. */
export function storedNameOf(folder: FileFolder, value: string | null | undefined): string | null {
  const prefix = `files/${folder}/`;
  if (!value?.startsWith(prefix)) return null;
  const name = value.slice(prefix.length);
  return STORED_NAME.test(name) ? name : null;
}
