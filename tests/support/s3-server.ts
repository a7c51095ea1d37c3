// A local S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, for storage tests.
// s3rver lacks two multipart calls that tus's S3 store makes on every HEAD and PATCH: ListParts
// (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId). A small proxy in front answers
// those from what it saw pass through (CreateMultipartUpload's id, each UploadPart's ETag and
// size) and forwards everything else untouched, Host included, so s3rver's signature checks hold.
// Chosen over a fake S3: everything else stays the real s3rver, and the proxy is ~80 lines.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/server/config";

interface TrackedPart {
  etag: string;
  size: number;
  lastModified: Date;
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function noSuchUpload(response: http.ServerResponse, uploadId: string) {
  response.writeHead(404, { "content-type": "application/xml" });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xmlEscape(uploadId)}</UploadId></Error>`,
  );
}

function listParts(
  response: http.ServerResponse,
  bucket: string,
  key: string,
  uploadId: string,
  parts: Map<number, TrackedPart>,
) {
  const sorted = [...parts.entries()].sort(([a], [b]) => a - b);
  const partsXml = sorted
    .map(
      ([number, part]) =>
        `<Part><PartNumber>${number}</PartNumber><LastModified>${part.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(part.etag)}</ETag><Size>${part.size}</Size></Part>`,
    )
    .join("");
  response.writeHead(200, { "content-type": "application/xml" });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${xmlEscape(uploadId)}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${sorted.at(-1)?.[0] ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${partsXml}</ListPartsResult>`,
  );
}

/** The proxy in front of s3rver: multipart uploads in progress, by upload id, with their parts. */
async function startMultipartProxy(target: { port: number }) {
  const uploads = new Map<string, Map<number, TrackedPart>>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const uploadId = url.searchParams.get("uploadId");
    const [, bucket = "", ...keyParts] = decodeURIComponent(url.pathname).split("/");
    const key = keyParts.join("/");

    if (uploadId !== null && request.method === "GET") {
      const parts = uploads.get(uploadId);
      request.resume();
      return parts ? listParts(response, bucket, key, uploadId, parts) : noSuchUpload(response, uploadId);
    }
    if (uploadId !== null && request.method === "DELETE") {
      request.resume();
      // s3rver keeps the parts it stored; they are only files in the test's temporary folder.
      if (!uploads.delete(uploadId)) return noSuchUpload(response, uploadId);
      response.writeHead(204);
      return response.end();
    }

    let sentBytes = 0;
    request.on("data", (chunk: Buffer) => {
      sentBytes += chunk.length;
    });
    const forwarded = http.request(
      { host: "127.0.0.1", port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        const status = answer.statusCode ?? 500;
        const ok = status >= 200 && status < 300;
        const partNumber = Number(url.searchParams.get("partNumber"));
        if (ok && uploadId !== null && request.method === "PUT" && partNumber) {
          uploads
            .get(uploadId)
            ?.set(partNumber, { etag: String(answer.headers.etag ?? ""), size: sentBytes, lastModified: new Date() });
        }
        if (ok && uploadId !== null && request.method === "POST") uploads.delete(uploadId);
        if (ok && url.searchParams.has("uploads") && request.method === "POST") {
          // CreateMultipartUpload: read the new id out of the answer before passing it on.
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const body = Buffer.concat(chunks);
            const created = /<UploadId>([^<]+)<\/UploadId>/.exec(body.toString("utf8"))?.[1];
            if (created) uploads.set(created, new Map());
            response.writeHead(status, answer.headers);
            response.end(body);
          });
          return;
        }
        response.writeHead(status, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", (error) => response.destroy(error));
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * What a bucket read by browsers from the app's pages needs (players fetch segments with XHR): GET
 * and HEAD from any origin here; an operator names the app's own (docs/deploy.md).
 */
const BROWSER_READS_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>Content-Range</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** `cors`: the bucket answers browsers' cross-origin reads (players on the app's pages). */
export async function startTestS3(options: { cors?: boolean } = {}) {
  const directory = await mkdtemp(path.join(os.tmpdir(), "fitcreators-test-s3-"));
  const bucket = "fitcreators-test";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: options.cors ? [BROWSER_READS_CORS] : [] }],
  });
  const { port: s3rverPort } = await server.run();
  const proxy = await startMultipartProxy({ port: s3rverPort });
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${proxy.port}`,
    region: "us-east-1",
    bucket,
    // s3rver checks signatures against these fixed credentials.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  /** The same settings as environment variables, for createTestApp({ env }). */
  const env = {
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
  return {
    settings,
    env,
    async stop() {
      await proxy.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
