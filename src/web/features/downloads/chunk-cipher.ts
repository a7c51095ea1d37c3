// Encryption of a video's pieces at rest: AES-GCM with the key the server gave for this download.
// Each piece has its own random IV, and its position as additional data, so pieces cannot be
// swapped or reordered within or between downloads without decryption failing.

export interface EncryptedChunk {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/** Not extractable: the key can encrypt and decrypt here, but its bytes never come back out. */
export const importVideoKey = (raw: Uint8Array<ArrayBuffer>) =>
  crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);

const position = (postId: string, index: number) => new TextEncoder().encode(`${postId}/${index}`);

export async function encryptChunk(
  key: CryptoKey,
  plain: ArrayBuffer,
  postId: string,
  index: number,
): Promise<EncryptedChunk> {
  // 12 random bytes: GCM's native IV size; a repeated IV under one key would leak plaintext.
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: position(postId, index) },
    key,
    plain,
  );
  return { iv, data };
}

export const decryptChunk = (key: CryptoKey, chunk: EncryptedChunk, postId: string, index: number) =>
  crypto.subtle.decrypt({ name: "AES-GCM", iv: chunk.iv, additionalData: position(postId, index) }, key, chunk.data);
