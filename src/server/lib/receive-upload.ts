// Streams a request body to a temporary file, stopping as soon as it passes the size limit,
// and reports the type its first bytes really hold. The body is never held whole in memory.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { SNIFF_BYTES, sniffMimeType } from "../../domain/file-types";
import { AppError } from "./errors";

export interface ReceivedUpload {
  file: string;
  size: number;
  mimeType: string | null;
  /** Removes the temporary file; safe to call more than once. */
  discard(): Promise<void>;
}

export async function receiveUpload(request: Request, maxBytes: number): Promise<ReceivedUpload> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw new AppError("file_required", 400, "No file was sent.");

  const dir = path.join(os.tmpdir(), "fitcreators-uploads");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomUUID());
  const discard = () => rm(file, { force: true });

  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge(maxBytes));
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream), meter, createWriteStream(file));
  } catch (error) {
    await discard();
    throw error instanceof AppError ? error : new AppError("upload_failed", 400, "The upload did not complete.");
  }
  if (size === 0) {
    await discard();
    throw new AppError("file_required", 400, "No file was sent.");
  }
  return { file, size, mimeType: sniffMimeType(head), discard };
}

function tooLarge(maxBytes: number) {
  return new AppError("file_too_large", 413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, {
    maxBytes,
  });
}
