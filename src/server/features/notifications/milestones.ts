// Milestones: a creator is told once when their members first reach 10, 100 and 1,000.
import { SUBSCRIBER_MILESTONES } from "../../../domain/notifications";
import type { Queryable } from "../../db/client";
import { notify } from "./notify";

export async function notifyMilestones(db: Queryable, creatorId: string, before: number, after: number) {
  for (const milestone of SUBSCRIBER_MILESTONES) {
    if (before < milestone && after >= milestone) await notify(db, creatorId, "milestone_reached", { milestone }, `milestone:${milestone}`);
  }
}
