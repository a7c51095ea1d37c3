// Authenticator-app codes for tests (RFC 6238, as the apps make them): from the base32 secret
// the set-up screen shows, with nothing but node:crypto.
import { createHmac } from "node:crypto";

const PERIOD_SECONDS = 30;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

function hotp(key: Buffer, counter: number) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}

const counterAt = (time: number) => Math.floor(time / 1000 / PERIOD_SECONDS);

/** The code an authenticator app shows now (or `periodsAhead` periods from now). */
export function totpCode(secret: string, periodsAhead = 0) {
  return hotp(base32Decode(secret), counterAt(Date.now()) + periodsAhead);
}

/** Six digits the server will not accept now: none of the codes of the periods it allows. */
export function wrongTotpCode(secret: string) {
  const accepted = new Set([-2, -1, 0, 1, 2].map((offset) => totpCode(secret, offset)));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate * 7919)
      .padStart(6, "0")
      .slice(-6);
    if (!accepted.has(code)) return code;
  }
}

/** The secret in an otpauth:// URI. */
export const secretOf = (totpUri: string) => new URL(totpUri).searchParams.get("secret")!;
