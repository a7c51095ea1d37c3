// File storage: the interface features use. Keys are relative paths such as
// `public/avatars/<user>/<id>-256.webp`; whatever is under `public/` may be served to anyone.
// Local disk by default; S3-compatible object storage when S3_* is configured.
import type { Readable } from "node:stream";
import type { S3Settings } from "../../config";
import { createLocalDiskStorage } from "./local-disk";
import { createS3Storage } from "./s3";

export interface StoredObject {
  /** The whole object, or only the requested range. */
  body: Readable;
  /** The size of the whole object, even when a range was asked for. */
  size: number;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Takes over a finished local file (an upload): moved when it can be, streamed otherwise; the file is gone
   * afterwards.
   */
  moveFile(key: string, file: string, contentType: string): Promise<void>;
  /** Copies a stored object to another key, with the given type; the source stays. */
  copy(fromKey: string, toKey: string, contentType: string): Promise<void>;
  /** The object, or null when the key holds nothing. The range is inclusive, as in HTTP. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject | null>;
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix (a folder such as a video's renditions, ending in "/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** Whether the storage answers (the readiness check). */
  isReachable(): Promise<boolean>;
  /**
   * Where a browser can read the object itself for a while, without the app in the byte path;
   * null when the storage has no such address (the local disk: the app streams the file).
   */
  signedReadUrl(key: string, options: SignedReadOptions): Promise<string | null>;
  /** The origins signed addresses point at, for the pages' content security policy. */
  readonly mediaOrigins: readonly string[];
}

export interface SignedReadOptions {
  /** How long the address works, at least. */
  ttlSeconds: number;
  /** The Cache-Control the storage answers with, so the browser keeps the bytes no longer than the app would. */
  cacheControl: string;
}

export function createStorage(options: { dataDir: string; s3?: S3Settings }): Storage {
  return options.s3 ? createS3Storage(options.s3) : createLocalDiskStorage(options.dataDir);
}
