// One behaviour for both adapters: the local disk and an S3-compatible bucket (s3rver on 127.0.0.1).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3 } from "../../../../tests/support/s3-server";
import { createStorage, type Storage } from "./index";

async function readAll(body: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

let s3: Awaited<ReturnType<typeof startTestS3>>;
let dataDir: string;
const adapters: Record<string, () => Storage> = {
  "local disk": () => createStorage({ dataDir }),
  "S3-compatible bucket": () => createStorage({ dataDir, s3: s3.settings }),
};

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-storage-test-"));
});

afterAll(async () => {
  await s3.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(Object.keys(adapters))("storage on the %s", (name) => {
  const storage = () => adapters[name]!();

  it("stores bytes with their type and gives them back, whole or by range", async () => {
    const key = `private/tests/${name}/hello.txt`;
    await storage().put(key, Buffer.from("hello, storage"), "text/plain");

    expect(await storage().stat(key)).toEqual({ size: 14, contentType: "text/plain" });
    const whole = await storage().get(key);
    expect(whole && { ...whole, body: (await readAll(whole.body)).toString() }).toEqual({
      body: "hello, storage",
      size: 14,
      contentType: "text/plain",
    });
    const part = await storage().get(key, { start: 7, end: 13 });
    expect(part && { ...part, body: (await readAll(part.body)).toString() }).toEqual({
      body: "storage",
      size: 14,
      contentType: "text/plain",
    });
  });

  it("stores a stream of unknown length, small or spanning several parts", async () => {
    const big = randomBytes(19 * 1024 * 1024);
    const pieces = Array.from({ length: 19 }, (_, index) =>
      big.subarray(index * 1024 * 1024, (index + 1) * 1024 * 1024),
    );
    await storage().put(`private/tests/${name}/big.bin`, Readable.from(pieces), "application/octet-stream");
    await storage().put(
      `private/tests/${name}/small.bin`,
      Readable.from([Buffer.from("tiny")]),
      "application/octet-stream",
    );

    const stored = await storage().get(`private/tests/${name}/big.bin`);
    expect(stored?.size).toBe(big.length);
    expect((await readAll(stored!.body)).equals(big)).toBe(true);
    const small = await storage().get(`private/tests/${name}/small.bin`);
    expect((await readAll(small!.body)).toString()).toBe("tiny");
  });

  it("takes over a local file: the object holds its bytes and the file is gone", async () => {
    const file = path.join(dataDir, `finished-${randomBytes(4).toString("hex")}`);
    const bytes = randomBytes(300_000);
    await writeFile(file, bytes);

    await storage().moveFile(`private/tests/${name}/moved.mp4`, file, "video/mp4");

    expect(existsSync(file)).toBe(false);
    const stored = await storage().get(`private/tests/${name}/moved.mp4`);
    expect(stored?.contentType).toBe("video/mp4");
    expect((await readAll(stored!.body)).equals(bytes)).toBe(true);
  });

  it("copies an object to another key with a new type, keeping the original", async () => {
    const bytes = randomBytes(200_000);
    await storage().put(`private/tests/${name}/original.bin`, bytes, "application/octet-stream");

    await storage().copy(`private/tests/${name}/original.bin`, `private/tests/${name}/copy.mp4`, "video/mp4");

    const copied = await storage().get(`private/tests/${name}/copy.mp4`);
    expect(copied?.contentType).toBe("video/mp4");
    expect((await readAll(copied!.body)).equals(bytes)).toBe(true);
    expect(await storage().stat(`private/tests/${name}/original.bin`)).toEqual({
      size: bytes.length,
      contentType: "application/octet-stream",
    });
  });

  it("deletes, and answers null for a key that holds nothing", async () => {
    const key = `private/tests/${name}/gone.txt`;
    await storage().put(key, Buffer.from("bye"), "text/plain");
    await storage().delete(key);

    expect(await storage().get(key)).toBeNull();
    expect(await storage().stat(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });
});
