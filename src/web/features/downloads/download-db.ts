// The downloads database on this phone ("fc-downloads"): one record per downloaded video, holding the
// key that opens it, and its encrypted pieces. Both are keyed by account first, so one account's
// downloads are never read for another on a shared phone.
import type { DownloadedVideo } from "./downloaded-video";
import { inTransaction, openDatabase, settled } from "./idb";
import type { EncryptedChunk } from "./chunk-cipher";

export const DOWNLOADS_DB_NAME = "fc-downloads";
const VERSION = 1;
const VIDEOS = "videos";
const CHUNKS = "chunks";

export interface VideoRecord extends DownloadedVideo {
  userId: string;
  /** Not extractable: stored as the CryptoKey itself, so no script can read its bytes back out. */
  key: CryptoKey;
  chunkCount: number;
}

let connection: Promise<IDBDatabase> | null = null;

/** One connection for the page; it steps aside when another tab upgrades or deletes the database. */
export function openDownloadsDb(): Promise<IDBDatabase> {
  connection ??= openDatabase(DOWNLOADS_DB_NAME, VERSION, (db) => {
    db.createObjectStore(VIDEOS, { keyPath: ["userId", "postId"] });
    // Out-of-line keys [userId, postId, index]: a piece holds only { iv, data }.
    db.createObjectStore(CHUNKS);
  }).then(
    (db) => {
      const forget = () => {
        db.close();
        connection = null;
      };
      db.onversionchange = forget;
      db.onclose = () => (connection = null);
      return db;
    },
    (failure: unknown) => {
      connection = null;
      throw failure;
    },
  );
  return connection;
}

// Array keys sort numbers before strings before arrays, so these bounds take in exactly one
// account's videos, or one video's pieces in index order.
const accountVideos = (userId: string) => IDBKeyRange.bound([userId], [userId, []]);
const videoChunks = (userId: string, postId: string) =>
  IDBKeyRange.bound([userId, postId, 0], [userId, postId, Infinity]);

export const putChunk = (db: IDBDatabase, userId: string, postId: string, index: number, chunk: EncryptedChunk) =>
  inTransaction(db, [CHUNKS], "readwrite", (transaction) =>
    settled(transaction.objectStore(CHUNKS).put(chunk, [userId, postId, index])),
  );

/** Written last: a video is listed only once all its pieces are stored. */
export const putVideo = (db: IDBDatabase, record: VideoRecord) =>
  inTransaction(db, [VIDEOS], "readwrite", (transaction) => settled(transaction.objectStore(VIDEOS).put(record)));

export const getVideo = (db: IDBDatabase, userId: string, postId: string) =>
  inTransaction(
    db,
    [VIDEOS],
    "readonly",
    (transaction) => settled(transaction.objectStore(VIDEOS).get([userId, postId])) as Promise<VideoRecord | undefined>,
  );

export const getAccountVideos = (db: IDBDatabase, userId: string) =>
  inTransaction(
    db,
    [VIDEOS],
    "readonly",
    (transaction) => settled(transaction.objectStore(VIDEOS).getAll(accountVideos(userId))) as Promise<VideoRecord[]>,
  );

/** The video's pieces in order. */
export const getChunks = (db: IDBDatabase, userId: string, postId: string) =>
  inTransaction(
    db,
    [CHUNKS],
    "readonly",
    (transaction) =>
      settled(transaction.objectStore(CHUNKS).getAll(videoChunks(userId, postId))) as Promise<EncryptedChunk[]>,
  );

/** The video and its pieces go together, or neither does. Also clears pieces a stopped download left. */
export const deleteVideos = (db: IDBDatabase, userId: string, postIds: readonly string[]) =>
  inTransaction(db, [VIDEOS, CHUNKS], "readwrite", async (transaction) => {
    const requests = postIds.flatMap((postId) => [
      transaction.objectStore(VIDEOS).delete([userId, postId]),
      transaction.objectStore(CHUNKS).delete(videoChunks(userId, postId)),
    ]);
    await Promise.all(requests.map(settled));
  });

export const setExpiresAt = (db: IDBDatabase, userId: string, postId: string, expiresAt: string) =>
  inTransaction(db, [VIDEOS], "readwrite", async (transaction) => {
    const videos = transaction.objectStore(VIDEOS);
    const record = (await settled(videos.get([userId, postId]))) as VideoRecord | undefined;
    // Removed meanwhile (by the member, or by sign-out): a late answer does not bring it back.
    if (record) await settled(videos.put({ ...record, expiresAt }));
  });

export const clearEverything = (db: IDBDatabase) =>
  inTransaction(db, [VIDEOS, CHUNKS], "readwrite", async (transaction) => {
    await Promise.all([
      settled(transaction.objectStore(VIDEOS).clear()),
      settled(transaction.objectStore(CHUNKS).clear()),
    ]);
  });
