// The upload lock shared by instances, on a real PostgreSQL: two lockers stand for two app
// processes. The holder is asked to let go (tus's contract), a waiter gets the lock once it is
// released, and gives up at its deadline or when its request stops.
import { randomUUID } from "node:crypto";
import { ERRORS } from "@tus/utils";
import { afterAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createLogger } from "../../lib/logger";
import { createPgLocker, type PgLocker } from "./pg-locker";

const lockers: PgLocker[] = [];
const processLocker = (options: { acquireTimeoutMs?: number } = {}) => {
  const locker = createPgLocker({
    connectionString: inject("databaseServerUrl"),
    logger: createLogger("silent"),
    pollMs: 20,
    ...options,
  });
  lockers.push(locker);
  return locker;
};

afterAll(async () => {
  await Promise.all(lockers.map((locker) => locker.close()));
});

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe("upload lock across processes", () => {
  it("asks the other process's holder to let go, and takes the lock once it does", async () => {
    const a = processLocker();
    const b = processLocker();
    const id = randomUUID();
    const held = a.newLock(id);
    let askedToRelease = 0;
    await held.lock(new AbortController().signal, () => {
      askedToRelease++;
    });

    let acquired = false;
    const waiting = b.newLock(id);
    const acquiring = waiting
      .lock(new AbortController().signal, () => {})
      .then(() => {
        acquired = true;
      });
    await until(() => askedToRelease > 0);
    expect(askedToRelease).toBeGreaterThan(0);
    expect(acquired).toBe(false);

    await held.unlock();
    await acquiring;
    expect(acquired).toBe(true);
    await waiting.unlock();
  });

  it("asks a holder in the same process directly", async () => {
    const a = processLocker();
    const id = randomUUID();
    const first = a.newLock(id);
    await first.lock(new AbortController().signal, () => void first.unlock());
    const second = a.newLock(id);
    await expect(second.lock(new AbortController().signal, () => {})).resolves.toBeUndefined();
    await second.unlock();
  });

  it("gives up at its deadline, or when its request stops, while the holder keeps the lock", async () => {
    const a = processLocker();
    const b = processLocker({ acquireTimeoutMs: 300 });
    const id = randomUUID();
    const held = a.newLock(id);
    await held.lock(new AbortController().signal, () => {});

    await expect(b.newLock(id).lock(new AbortController().signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const stop = new AbortController();
    const stopped = b.newLock(id).lock(stop.signal, () => {});
    stop.abort();
    await expect(stopped).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);

    await held.unlock();
  });

  it("locks different uploads independently, and refuses to release a lock it does not hold", async () => {
    const a = processLocker();
    const b = processLocker({ acquireTimeoutMs: 300 });
    const one = a.newLock(randomUUID());
    const other = b.newLock(randomUUID());
    await one.lock(new AbortController().signal, () => {});
    await expect(other.lock(new AbortController().signal, () => {})).resolves.toBeUndefined();
    await one.unlock();
    await other.unlock();
    await expect(one.unlock()).rejects.toThrow(/unlocked/);
  });
});
