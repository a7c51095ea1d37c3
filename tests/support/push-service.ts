// A local stand-in for a browser's push service, and for the browser itself. Each subscription gets
// its own P-256 key pair and auth secret (as a browser makes them) and an endpoint on this server.
// A push is accepted only when its VAPID header verifies (RFC 8292: ES256 JWT with the app's key,
// `aud` the endpoint's origin, `exp` within 24 h, a `sub`) and its body decrypts (RFC 8291 over
// RFC 8188 aes128gcm) with that subscription's private key: written here on node:crypto alone, so
// it checks the app's signing and encryption independently of the library that does them.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, as text. */
  text: string;
  ttl: number;
  claims: { aud: string; exp: number; sub: string };
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  /** Answer this status instead of accepting (410 gone, 404 not found, 500 a hiccup). */
  answer?: number;
}

const b64url = (data: Buffer) => data.toString("base64url");

/** RFC 8291 section 3.4 and RFC 8188 section 2: one aes128gcm body, every record. */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || senderPublic[0] !== 0x04) throw new Error("keyid is not an uncompressed P-256 key");
  if (recordSize < 18) throw new Error("record size too small");
  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce as a 96-bit big-endian integer (it fits the last 4 bytes).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const isLast = offset + recordSize >= records.length;
    if (padded[end] !== (isLast ? 0x02 : 0x01)) throw new Error("bad padding delimiter");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, verified against the app's key; answers the claims. */
export function verifyVapid(authorization: string | undefined, endpoint: string, appPublicKey?: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (appPublicKey && key !== appPublicKey) throw new Error("signed with another key than the app's");
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 0x04) throw new Error("k is not an uncompressed P-256 key");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: "jwk",
  });
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const head = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string };
  if (head.alg !== "ES256") throw new Error(`alg ${head.alg}`);
  const isValid = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!isValid) throw new Error("bad ES256 signature");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as ReceivedPush["claims"];
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${claims.aud}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:\/\/)/.test(claims.sub ?? "")) throw new Error(`sub ${claims.sub}`);
  return claims;
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/**
 * `appPublicKey`: the app's VAPID public key (GET /api/push/public-key); without it any valid
 * signature is accepted. `port`: 0 for any free one.
 */
export async function startPushService(options: { appPublicKey?: string; port?: number } = {}) {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  /** Requests refused because they did not verify or decrypt: a test expects none. */
  const failures: string[] = [];
  let appPublicKey = options.appPublicKey;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const browser = id ? browsers.get(id) : undefined;
      const endpoint = `${baseUrl}${request.url}`;
      if (request.method !== "POST" || !browser) return response.writeHead(404).end();
      if (browser.answer) return response.writeHead(browser.answer).end();
      try {
        const claims = verifyVapid(request.headers.authorization, endpoint, appPublicKey);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error("no TTL header");
        const text = decryptAes128gcm(body, browser.ecdh, browser.auth).toString("utf8");
        received.push({ endpoint, text, ttl, claims });
        response.writeHead(201).end();
      } catch (error) {
        failures.push(`${endpoint}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    received,
    failures,
    /** The app's key, once known (a test may start this before it asks the app). */
    trustKey(key: string) {
      appPublicKey = key;
    },
    /** What a browser's PushManager.subscribe() would give. */
    subscribe(): TestSubscription {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return { endpoint: `${baseUrl}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    /** From now on, this endpoint answers `status` (410/404: the browser unsubscribed). */
    answerWith(endpoint: string, status: number) {
      const browser = browsers.get(endpoint.split("/").pop()!);
      if (browser) browser.answer = status;
    },
    pushesTo: (endpoint: string) => received.filter((push) => push.endpoint === endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
