// File storage: the interface features use. Keys are relative paths such as
// `public/avatars/<user>/<id>-256.webp`; whatever is under `public/` may be served to anyone.
import type { Readable } from "node:stream";
import { createLocalDiskStorage } from "./local-disk";

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The object, or null when the key holds nothing. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject | null>;
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

export function createStorage(options: { dataDir: string }): Storage {
  return createLocalDiskStorage(options.dataDir);
}
