// Sign-ups on one address take turns, across every instance. A sign-up replaces the address's
// unconfirmed account (unconfirmed-accounts.ts) and then creates its own; two at once would both
// remove the old one and race to create, and the loser would be told to check a mail that never
// comes while the inbox holds the winner's link. In turns, the later one replaces the earlier one
// and each mail's link confirms only the account it greets (better-auth binds it to the account id).
import { randomInt } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { RateLimited } from "../../lib/rate-limit";

/** A turn ends with its sign-up; one whose instance died ends after this. */
const TURN_SECONDS = 30;
const WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * Takes the address's turn if it is free (or its holder's time ran out). The turn is a row of
 * attempt_counters whose count holds the taker's random number, so only the taker ends it.
 */
async function takeTurn(db: Database, key: string, holder: number) {
  const { rows } = await db.execute(sql`
    insert into attempt_counters as turn (key, count, window_started_at) values (${key}, ${holder}, now())
    on conflict (key) do update set count = ${holder}, window_started_at = now()
    where turn.window_started_at < now() - make_interval(secs => ${TURN_SECONDS})
    returning key`);
  return rows.length > 0;
}

export async function oneSignUpAtATime<T>(db: Database, email: string, signUp: () => Promise<T>): Promise<T> {
  const key = `sign-up-turn:${email.trim().toLowerCase()}`;
  const holder = randomInt(1, 2 ** 31 - 1);
  const deadline = Date.now() + WAIT_MS;
  while (!(await takeTurn(db, key, holder))) {
    if (Date.now() > deadline) {
      throw new RateLimited(5, "Another sign-up for this address is under way. Please try again in a moment.", {
        code: "sign_up_busy",
      });
    }
    await sleep(POLL_MS);
  }
  try {
    return await signUp();
  } finally {
    await db.execute(sql`delete from attempt_counters where key = ${key} and count = ${holder}`);
  }
}
