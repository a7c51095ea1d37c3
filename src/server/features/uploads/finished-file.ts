// A fully received upload, wherever tus left it: a local file's path (tus's FileStore, one
// instance) or an object in the bucket (tus's S3Store, any number of instances). The finish
// step reads and keeps either the same way.
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { Storage } from "../../adapters/storage";

export type FinishedFile = string | { storageKey: string };

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Up to `bytes` first bytes of the file. */
export async function readFileHead(storage: Storage, file: FinishedFile, bytes: number) {
  if (typeof file !== "string") {
    const object = await storage.get(file.storageKey, { start: 0, end: bytes - 1 });
    if (!object) throw new Error(`finished upload ${file.storageKey} is not in storage`);
    return (await readAll(object.body)).subarray(0, bytes);
  }
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The whole file as a decoder takes it: its path, or its bytes (only for pictures, 10 MB at most). */
export async function readableFile(storage: Storage, file: FinishedFile): Promise<string | Buffer> {
  if (typeof file === "string") return file;
  const object = await storage.get(file.storageKey);
  if (!object) throw new Error(`finished upload ${file.storageKey} is not in storage`);
  return readAll(object.body);
}

/** Stores the file under `key`: a local file is moved in, a bucket object copied within the bucket. */
export async function keepFile(storage: Storage, file: FinishedFile, key: string, contentType: string) {
  if (typeof file === "string") await storage.moveFile(key, file, contentType);
  // The tus objects are removed by tus.ts once the upload is kept or refused.
  else await storage.copy(file.storageKey, key, contentType);
}
