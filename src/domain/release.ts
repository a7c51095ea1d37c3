// When a post opens: scheduled publishing and step-down release (an ALL STAR post opens to PRO
// after N days, then to everyone after M days, counted from its publication).
import { z } from "zod";
import { canAccessTier, tierRank, type Tier } from "./memberships";

const DAY_MS = 24 * 60 * 60 * 1000;

export const STEP_DOWN_MAX_DAYS = 365;
/** How far ahead a post may be scheduled. */
export const SCHEDULE_MAX_AHEAD_MS = 365 * DAY_MS;

export interface ReleasedPost {
  requiredTier: Tier;
  publishedAt: Date | null;
  /** Days after publication when an ALL STAR post opens to PRO; null: never. */
  opensToProAfterDays: number | null;
  /** Days after publication when the post opens to everyone; null: never. */
  opensToEveryoneAfterDays: number | null;
}

interface Step {
  tier: Tier;
  afterDays: number;
}

/** The post's step-downs in time order; only steps below the tier the post requires count. */
function stepsOf(post: ReleasedPost): Step[] {
  const steps: Step[] = [];
  if (post.requiredTier === "all_star" && post.opensToProAfterDays != null)
    steps.push({ tier: "pro", afterDays: post.opensToProAfterDays });
  if (post.requiredTier !== "rookie" && post.opensToEveryoneAfterDays != null)
    steps.push({ tier: "rookie", afterDays: post.opensToEveryoneAfterDays });
  return steps.sort((a, b) => a.afterDays - b.afterDays);
}

const stepTime = (publishedAt: Date, afterDays: number) => new Date(publishedAt.getTime() + afterDays * DAY_MS);

/** The tier a viewer needs for the post at `now`: its required tier, lowered by every step already reached. */
export function effectiveRequiredTier(post: ReleasedPost, now = new Date()): Tier {
  let required = post.requiredTier;
  if (!post.publishedAt) return required;
  for (const step of stepsOf(post)) {
    if (
      stepTime(post.publishedAt, step.afterDays).getTime() <= now.getTime() &&
      tierRank(step.tier) < tierRank(required)
    )
      required = step.tier;
  }
  return required;
}

/**
 * When the post opens to a viewer of this tier (null: a visitor or a free follower), or null if it never does by
 * step-down.
 */
export function opensForTierAt(post: ReleasedPost, viewerTier: Tier | null): Date | null {
  if (!post.publishedAt) return null;
  if (canAccessTier(post.requiredTier, viewerTier)) return post.publishedAt;
  const step = stepsOf(post).find((candidate) => canAccessTier(candidate.tier, viewerTier));
  return step ? stepTime(post.publishedAt, step.afterDays) : null;
}

/**
 * What a locked card says about the post's opening: the day it opens to the viewer's tier, or,
 * when it never opens to them, the next day it opens to a tier below the one it requires now.
 */
export interface ReleaseNotice {
  /** The tier the post opens to on that day ("rookie": everyone). */
  tier: Tier;
  at: string;
  /** True when that day opens it to the viewer's own tier. */
  forViewer: boolean;
}

export function releaseNoticeFor(post: ReleasedPost, viewerTier: Tier | null, now = new Date()): ReleaseNotice | null {
  if (!post.publishedAt) return null;
  const current = effectiveRequiredTier(post, now);
  if (canAccessTier(current, viewerTier)) return null;
  const upcoming = stepsOf(post).filter(
    (step) => tierRank(step.tier) < tierRank(current) && stepTime(post.publishedAt!, step.afterDays) > now,
  );
  const mine = upcoming.find((step) => canAccessTier(step.tier, viewerTier));
  const step = mine ?? upcoming[0];
  if (!step) return null;
  return { tier: step.tier, at: stepTime(post.publishedAt, step.afterDays).toISOString(), forViewer: Boolean(mine) };
}

export type ReleaseProblem = "stepDownDays" | "stepDownOrder" | "stepDownTier";

/**
 * Step-downs only lower a post's tier: PRO is a step for ALL STAR posts only, and everyone
 * (rookie) comes after PRO. Each count is 1..365 days. Answers the field and the problem.
 */
export function checkStepDown(input: {
  requiredTier: Tier;
  opensToProAfterDays: number | null | undefined;
  opensToEveryoneAfterDays: number | null | undefined;
}): { field: "opensToProAfterDays" | "opensToEveryoneAfterDays"; problem: ReleaseProblem } | null {
  const pro = input.opensToProAfterDays ?? null;
  const everyone = input.opensToEveryoneAfterDays ?? null;
  for (const [field, days] of [
    ["opensToProAfterDays", pro],
    ["opensToEveryoneAfterDays", everyone],
  ] as const) {
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > STEP_DOWN_MAX_DAYS))
      return { field, problem: "stepDownDays" };
  }
  if (pro !== null && input.requiredTier !== "all_star")
    return { field: "opensToProAfterDays", problem: "stepDownTier" };
  if (everyone !== null && input.requiredTier === "rookie")
    return { field: "opensToEveryoneAfterDays", problem: "stepDownTier" };
  if (pro !== null && everyone !== null && everyone <= pro)
    return { field: "opensToEveryoneAfterDays", problem: "stepDownOrder" };
  return null;
}

/** A schedule time must be in the future and at most a year ahead. */
export function checkScheduledFor(scheduledFor: Date, now = new Date()): "scheduleInPast" | "scheduleTooFar" | null {
  if (scheduledFor.getTime() <= now.getTime()) return "scheduleInPast";
  if (scheduledFor.getTime() > now.getTime() + SCHEDULE_MAX_AHEAD_MS) return "scheduleTooFar";
  return null;
}

const stepDownDays = z
  .number()
  .int("validation.stepDownDays")
  .min(1, "validation.stepDownDays")
  .max(STEP_DOWN_MAX_DAYS, "validation.stepDownDays")
  .nullish();

/** The release fields of the post form and the post edit: an ISO UTC schedule time and the step-down days. */
export const releaseFields = {
  scheduledFor: z.iso.datetime({ offset: true, error: "validation.scheduleInvalid" }).nullish(),
  opensToProAfterDays: stepDownDays,
  opensToEveryoneAfterDays: stepDownDays,
};

interface ReleaseInput {
  status?: string;
  requiredTier?: Tier;
  scheduledFor?: string | null;
  opensToProAfterDays?: number | null;
  opensToEveryoneAfterDays?: number | null;
}

/**
 * The checks across fields: "scheduled" goes with a schedule time and a schedule time with
 * "scheduled" (an edit may move the time alone); the time is ahead; step-downs lower the tier.
 * An edit without the tier is checked against the post's own tier by the server.
 */
export function refineRelease(input: ReleaseInput, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (input.status === "scheduled" && !input.scheduledFor) issue("scheduledFor", "validation.scheduleRequired");
  if (input.scheduledFor) {
    if (input.status !== undefined && input.status !== "scheduled")
      issue("scheduledFor", "validation.scheduleNotScheduled");
    else {
      const problem = checkScheduledFor(new Date(input.scheduledFor));
      if (problem) issue("scheduledFor", `validation.${problem}`);
    }
  }
  if (input.requiredTier) {
    const found = checkStepDown({
      requiredTier: input.requiredTier,
      opensToProAfterDays: input.opensToProAfterDays,
      opensToEveryoneAfterDays: input.opensToEveryoneAfterDays,
    });
    if (found) issue(found.field, `validation.${found.problem}`);
  }
}
