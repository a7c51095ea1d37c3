// Storage in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). Bodies are streamed
// both ways; an unknown-length stream goes up as a multipart upload, one part in memory at a time.
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../../config";
import type { SignedReadOptions, Storage } from "./index";

/** S3's smallest allowed part (except the last) is 5 MiB; 8 MiB keeps the part count low. */
const PART_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
};

/** "bytes 0-99/1234" → 1234 */
const totalFromContentRange = (contentRange: string | undefined) => Number(contentRange?.split("/")[1] ?? Number.NaN);

/** How every S3 client of the app (this storage, the tus upload store) talks to the bucket's server. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default checksums send streams as aws-chunked bodies, which many
    // S3-compatible servers refuse; TLS and S3's own MD5/ETag checks cover integrity.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
}

/**
 * The signing time, rounded down to a window of half the lifetime: every request for the same
 * file within a window gets the same address, so browsers and caches reuse the bytes they
 * fetched with it, and an address handed out at a window's end still works for half its life.
 */
export function signingWindow(now: number, ttlSeconds: number) {
  const windowMs = (ttlSeconds * 1000) / 2;
  const signingDate = new Date(Math.floor(now / windowMs) * windowMs);
  return { signingDate, expiresIn: ttlSeconds + ttlSeconds / 2 };
}

/** Where signed addresses point: the bucket's own host, or the endpoint's with the bucket in the path. */
export function bucketOrigins(settings: S3Settings): string[] {
  const base = settings.publicEndpoint ?? settings.endpoint;
  if (!base) {
    // AWS itself: the regional virtual host the SDK signs for, and the global one older buckets answer on.
    const hosts = [`${settings.bucket}.s3.${settings.region}.amazonaws.com`, `${settings.bucket}.s3.amazonaws.com`];
    return hosts.map((host) => `https://${host}`);
  }
  const url = new URL(base);
  if (!settings.forcePathStyle) url.host = `${settings.bucket}.${url.host}`;
  return [url.origin];
}

export function createS3Storage(settings: S3Settings, now: () => number = Date.now): Storage {
  const client = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;
  // Signing happens here, with no request: a client named for the address browsers use, since
  // the host is part of what is signed.
  const publicClient = settings.publicEndpoint
    ? new S3Client({ ...s3ClientConfig(settings), endpoint: settings.publicEndpoint })
    : client;

  function signedReadUrl(key: string, { ttlSeconds, cacheControl }: SignedReadOptions) {
    return getSignedUrl(
      publicClient,
      new GetObjectCommand({ Bucket, Key: key, ResponseCacheControl: cacheControl }),
      signingWindow(now(), ttlSeconds),
    );
  }

  async function putStream(key: string, body: Readable, contentType: string) {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let uploadId: string | undefined;
    const parts: { PartNumber: number; ETag?: string }[] = [];

    const sendPart = async (bytes: Buffer) => {
      uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType })))
        .UploadId;
      const PartNumber = parts.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body: bytes }),
      );
      parts.push({ PartNumber, ETag });
    };

    try {
      for await (const chunk of body) {
        pending.push(chunk as Buffer);
        pendingBytes += (chunk as Buffer).length;
        if (pendingBytes >= PART_BYTES) {
          const part = Buffer.concat(pending);
          pending = [];
          pendingBytes = 0;
          await sendPart(part);
        }
      }
      const rest = Buffer.concat(pending);
      if (!uploadId) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: rest, ContentType: contentType }));
        return;
      }
      if (rest.length > 0) await sendPart(rest);
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      if (uploadId)
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId })).catch(() => {});
      throw error;
    }
  }

  async function stats(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      if (Buffer.isBuffer(body))
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      else await putStream(key, body, contentType);
    },
    async moveFile(key, file, contentType) {
      // Its length is known, so one streamed PUT (S3 takes up to 5 GB that way; uploads stop at 500 MB).
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(file, { force: true });
    },
    async copy(fromKey, toKey, contentType) {
      // Inside the bucket (one request up to 5 GB; uploads stop at 500 MB): no byte passes through us.
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: toKey,
          CopySource: `${Bucket}/${fromKey.split("/").map(encodeURIComponent).join("/")}`,
          ContentType: contentType,
          MetadataDirective: "REPLACE",
        }),
      );
    },
    async get(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const size = range ? totalFromContentRange(object.ContentRange) : (object.ContentLength ?? 0);
        return {
          body: object.Body as Readable,
          size,
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat: stats,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith("/")) throw new Error(`Not a folder prefix: ${prefix}`);
      // A listing page holds up to 1000 keys, as many as one DeleteObjects takes.
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async isReachable() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
    signedReadUrl,
    mediaOrigins: bucketOrigins(settings),
  };
}
