// A tiny promise face on IndexedDB: enough for the downloads store, without a runtime dependency.

/** The request's result once it succeeds; its error (a DOMException) when it fails. */
export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

/**
 * Runs `work` in one transaction and resolves with its value once the transaction has committed:
 * a write counts only when it is on disk, and a failure anywhere inside rolls all of it back.
 */
export function inTransaction<T>(
  db: IDBDatabase,
  storeNames: string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  const transaction = db.transaction(storeNames, mode);
  const committed = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new DOMException("Transaction aborted", "AbortError"));
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
  });
  // A transaction commits when no request is pending: `work` starts at once (while the transaction is
  // active) and must only await this transaction's own requests, never fetch or crypto.
  let result: Promise<T>;
  try {
    result = Promise.resolve(work(transaction));
  } catch (failure) {
    result = Promise.reject(failure);
  }
  result = result.catch((failure: unknown) => {
    try {
      transaction.abort();
    } catch {
      // Already finished: `committed` reports how.
    }
    throw failure;
  });
  return Promise.all([result, committed]).then(([value]) => value);
}

/** Opens (and on first use creates) a database; `upgrade` builds its stores for a new version. */
export function openDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = () => upgrade(request.result);
  return settled(request);
}
