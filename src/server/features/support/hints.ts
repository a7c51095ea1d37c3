// Live hints for support requests: the requester's tabs (their list on /support) and every
// owner's (the dashboard's queue and an open thread) refetch when a request, an answer or a reply
// arrives. A hint carries no data, so each refetch goes through the access checks again.
import { inArray, sql } from "drizzle-orm";
import { publishHint } from "../../adapters/events/hints";
import type { Queryable } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Sent inside the writing transaction, so it goes out only once the change is committed. Owners
 * are the accounts of OWNER_EMAILS (no role column says so), found by the unique lower(email) index.
 */
export async function hintSupport(db: Queryable, ownerEmails: readonly string[], requesterId: string) {
  const owners =
    ownerEmails.length > 0
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, [...ownerEmails]))
      : [];
  await publishHint(db, [requesterId, ...owners.map((owner) => owner.id)], ["support"]);
}
