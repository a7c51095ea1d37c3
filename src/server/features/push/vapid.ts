// The VAPID key pair that signs every push (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
// or generated once into DATA_DIR/vapid.json and kept, because each browser's subscription is
// bound to the public key it was made with: a new pair would silently orphan them all.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webPush from "web-push";
import type { Config } from "../../config";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidDetails extends VapidKeys {
  subject: string;
}

const generated = new Map<string, VapidKeys>();

function keysInDataDir(dataDir: string): VapidKeys {
  const file = path.join(dataDir, "vapid.json");
  const known = generated.get(file);
  if (known) return known;
  let keys: VapidKeys;
  try {
    keys = JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(dataDir, { recursive: true });
    keys = webPush.generateVAPIDKeys();
    try {
      // "wx": a second process starting at the same moment keeps the first one's pair.
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    } catch (raced) {
      if ((raced as NodeJS.ErrnoException).code !== "EEXIST") throw raced;
      keys = JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
    }
  }
  generated.set(file, keys);
  return keys;
}

export function vapidDetails(config: Pick<Config, "dataDir" | "push">): VapidDetails {
  return { ...(config.push.keys ?? keysInDataDir(config.dataDir)), subject: config.push.subject };
}
