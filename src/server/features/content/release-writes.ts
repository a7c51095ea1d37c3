// The release columns a post write sets: publish now, schedule, and step-down days. publishedAt
// is set exactly while a post is published; scheduledFor exactly while it is scheduled.
import type { z } from "zod";
import type { postEditSchema, postSchema } from "../../../domain/content";
import { checkStepDown } from "../../../domain/release";
import type { posts } from "../../db/schema";
import { AppError } from "../../lib/errors";

type PostColumns = typeof posts.$inferInsert;
type Post = typeof posts.$inferSelect;

export function releaseColumnsForCreate(input: z.output<typeof postSchema>, now = new Date()): Partial<PostColumns> {
  return {
    publishedAt: input.status === "published" ? now : null,
    scheduledFor: input.status === "scheduled" && input.scheduledFor ? new Date(input.scheduledFor) : null,
    opensToProAfterDays: input.opensToProAfterDays ?? null,
    opensToEveryoneAfterDays: input.opensToEveryoneAfterDays ?? null,
  };
}

const invalid = (field: string, problem: string) =>
  new AppError("validation_failed", 400, "The release settings are not valid.", {
    fields: { [field]: `validation.${problem}` },
  });

/**
 * What an edit changes in the release columns. The schema checked the input on its own; here it
 * meets the post: a new time alone only moves a scheduled post, and the step-downs must fit the
 * tier the post will have.
 */
export function releaseChangesForEdit(
  post: Post,
  input: z.output<typeof postEditSchema>,
  now = new Date(),
): Partial<PostColumns> {
  const changes: Partial<PostColumns> = {};
  if (input.status && input.status !== post.status) {
    changes.status = input.status;
    // Publishing dates the post now, also a scheduled one published early.
    changes.publishedAt = input.status === "published" ? now : null;
    changes.scheduledFor = null;
  }
  if (input.scheduledFor) {
    if ((input.status ?? post.status) !== "scheduled") throw invalid("scheduledFor", "scheduleNotScheduled");
    changes.scheduledFor = new Date(input.scheduledFor);
  }
  if (input.opensToProAfterDays !== undefined) changes.opensToProAfterDays = input.opensToProAfterDays;
  if (input.opensToEveryoneAfterDays !== undefined) changes.opensToEveryoneAfterDays = input.opensToEveryoneAfterDays;
  const problem = checkStepDown({
    requiredTier: input.requiredTier ?? post.requiredTier,
    opensToProAfterDays: input.opensToProAfterDays !== undefined ? input.opensToProAfterDays : post.opensToProAfterDays,
    opensToEveryoneAfterDays:
      input.opensToEveryoneAfterDays !== undefined ? input.opensToEveryoneAfterDays : post.opensToEveryoneAfterDays,
  });
  if (problem) throw invalid(problem.field, problem.problem);
  return changes;
}
