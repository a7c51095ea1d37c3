// tus's store when S3 is configured: an unfinished upload lives in the bucket, so any instance
// can take its next chunk. Per upload `<id>` (the uploads table's UUID), @tus/s3-store keeps
// `<id>.info` (the upload's size and metadata, and the S3 multipart upload's id), the parts of
// that multipart upload, `<id>.part` (a tail smaller than S3's 5 MiB minimum part, until more
// bytes arrive) and, once complete, the object `<id>` itself.
import { AbortMultipartUploadCommand, DeleteObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { S3Store, type MetadataValue } from "@tus/s3-store";
import type { KvStore } from "@tus/utils";
import { s3ClientConfig } from "../../adapters/storage/s3";
import type { S3Settings } from "../../config";

/** S3's smallest part (except the last) is 5 MiB; 8 MiB keeps a 500 MB video under 64 parts. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * s3-store caches each upload's info in memory by default. Another instance can finish or
 * remove the upload meanwhile, so every request reads it from the bucket (one HEAD-sized GET).
 */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

export function createS3TusStore(settings: S3Settings, options: { resumableForMs: number }) {
  return new S3Store({
    partSize: PART_BYTES,
    // Offered to clients as Upload-Expires; the upload cleanup job removes what expires (many
    // S3-compatible servers have no object tagging, which s3-store's own expiry relies on).
    expirationPeriodInMilliseconds: options.resumableForMs,
    useTags: false,
    cache: noCache,
    s3ClientConfig: { bucket: settings.bucket, ...s3ClientConfig(settings) },
  });
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || name === "NoSuchUpload" || $metadata?.httpStatusCode === 404;
};

const clients = new WeakMap<S3Settings, S3Client>();

/**
 * Removes every trace of an upload from the bucket, whatever state it is in: its multipart
 * upload aborted (it holds the parts) and its objects deleted. Nothing happens for an upload
 * the bucket does not have.
 */
export async function discardS3PartialUpload(settings: S3Settings, id: string) {
  let client = clients.get(settings);
  if (!client) {
    client = new S3Client(s3ClientConfig(settings));
    clients.set(settings, client);
  }
  const Bucket = settings.bucket;
  try {
    const info = await client.send(new HeadObjectCommand({ Bucket, Key: `${id}.info` }));
    const uploadId = info.Metadata?.["upload-id"];
    // A completed multipart upload no longer exists: NoSuchUpload is fine.
    if (uploadId)
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: id, UploadId: uploadId }))
        .catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  for (const Key of [id, `${id}.part`, `${id}.info`]) await client.send(new DeleteObjectCommand({ Bucket, Key }));
}
