// The SQL twin of the domain's effectiveTier, for queries of every feature that count or list
// members with access (fan-out of notifications, dashboards, ratings, moderation).
import { and, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { accessStatuses } from "../../domain/memberships";
import { memberships } from "./schema";

/** The membership grants its tier right now. */
export const grantsAccess = () =>
  and(
    inArray(memberships.status, accessStatuses),
    or(isNull(memberships.currentPeriodEnd), gt(memberships.currentPeriodEnd, sql`now()`)),
  );
