// Storage on the local disk under DATA_DIR/uploads, with a sidecar file for each content type.
import { createReadStream, createWriteStream } from "node:fs";
import { constants } from "node:fs";
import { access, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Storage } from "./index";

export function createLocalDiskStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, "uploads");

  function fileFor(key: string) {
    const file = path.resolve(root, key);
    // Keys come from our own code, but a bad one must never escape the uploads folder.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  }

  async function stats(key: string) {
    const file = fileFor(key);
    try {
      const [info, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, "utf8")]);
      return { size: info.size, contentType };
    } catch {
      return null;
    }
  }

  return {
    async put(key, body, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(file));
      await writeFile(`${file}.type`, contentType);
    },
    async moveFile(key, source, contentType) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(source, file);
      } catch (error) {
        // DATA_DIR may span file systems (a mounted volume for uploads): copy, then remove.
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await copyFile(source, file);
        await rm(source, { force: true });
      }
      await writeFile(`${file}.type`, contentType);
    },
    async copy(fromKey, toKey, contentType) {
      const file = fileFor(toKey);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(fileFor(fromKey), file);
      await writeFile(`${file}.type`, contentType);
    },
    async get(key, range) {
      const info = await stats(key);
      if (!info) return null;
      const body = createReadStream(fileFor(key), range);
      return { body, ...info };
    },
    stat: stats,
    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
    async deletePrefix(prefix) {
      // Only whole folders: a prefix ending in "/" is one on disk.
      if (!prefix.endsWith("/")) throw new Error(`Not a folder prefix: ${prefix}`);
      await rm(fileFor(prefix), { recursive: true, force: true });
    },
    async isReachable() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    // The files are on this machine only: the app streams them itself.
    signedReadUrl: async () => null,
    mediaOrigins: [],
  };
}
