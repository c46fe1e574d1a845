import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

// Where uploaded files live. One interface so a bucket can replace the disk later; the disk one
// keeps them under DATA_DIR/files/<folder>/<random name>.
/**
 * Images any signed-in user may fetch by name (GET /api/files/<folder>/<name>): avatars, the company logo, declared
 * image fields.
 */
export const IMAGE_FOLDERS = ["avatars", "logos", "images"] as const;
/** Attachments are only ever served through their row's download route, which checks the scope. */
export const FILE_FOLDERS = [...IMAGE_FOLDERS, "attachments"] as const;
export type FileFolder = (typeof FILE_FOLDERS)[number];
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export interface StoredFile {
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** Keeps the bytes under a new random name (answered), with the extension their content was sniffed as. */
  save(folder: FileFolder, ext: string, bytes: Buffer): Promise<string>;
  read(folder: FileFolder, name: string): Promise<Buffer | null>;
  /** The bytes as a stream, for downloads; null when there is no such file. */
  open(folder: FileFolder, name: string): Promise<StoredFile | null>;
  /** Removing a file that is not there is not an error. */
  remove(folder: FileFolder, name: string): Promise<void>;
}

/** A stored name: a random UUID and the extension its content was sniffed as. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|pdf|docx)$/;

export function diskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "files");
  // Names are checked against STORED_NAME before they reach the disk: no path can be built from input.
  const fileOf = (folder: FileFolder, name: string) => {
    if (!FILE_FOLDERS.includes(folder) || !STORED_NAME.test(name))
      throw new Error(`invalid stored file name: ${folder}/${name}`);
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
    async open(folder, name) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(folder, name), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when it ends or is destroyed.
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
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
