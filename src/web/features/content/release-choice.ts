// The Release fieldset's state and what it sends: publish now or at a local date and time (sent
// as ISO UTC), and the step-down days. Checked with the same domain rules as the server.
import type { Tier } from "../../../domain/memberships";
import { checkScheduledFor, checkStepDown } from "../../../domain/release";

export type ReleaseField = "scheduledFor" | "opensToProAfterDays" | "opensToEveryoneAfterDays";
export type ReleaseErrors = Partial<Record<ReleaseField, string>>;

export interface ReleaseChoice {
  mode: "now" | "schedule";
  /** yyyy-mm-dd and hh:mm in the creator's own time zone, as the inputs hold them. */
  date: string;
  time: string;
  /** The day counts as typed; empty: never. */
  opensToProAfterDays: string;
  opensToEveryoneAfterDays: string;
}

export const emptyRelease: ReleaseChoice = {
  mode: "now",
  date: "",
  time: "",
  opensToProAfterDays: "",
  opensToEveryoneAfterDays: "",
};

const pad = (value: number) => String(value).padStart(2, "0");

/** The inputs' values for a moment, in the browser's time zone. */
export function localDateTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** The release of a saved post, for the edit dialog. */
export function releaseOf(post: {
  status: string;
  scheduledFor: string | null;
  opensToProAfterDays: number | null;
  opensToEveryoneAfterDays: number | null;
}): ReleaseChoice {
  return {
    ...(post.status === "scheduled" && post.scheduledFor
      ? { mode: "schedule", ...localDateTime(post.scheduledFor) }
      : { mode: "now", date: "", time: "" }),
    opensToProAfterDays: post.opensToProAfterDays?.toString() ?? "",
    opensToEveryoneAfterDays: post.opensToEveryoneAfterDays?.toString() ?? "",
  };
}

/** The chosen local date and time as ISO UTC; null when either is missing or not a real moment. */
export function scheduledIso(choice: ReleaseChoice): string | null {
  if (!choice.date || !choice.time) return null;
  // "yyyy-mm-ddThh:mm" without a zone is read in the browser's own time zone.
  const at = new Date(`${choice.date}T${choice.time}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const days = (typed: string) => (typed.trim() === "" ? null : Number(typed));

/** Step-downs apply below the post's tier only: a rookie post has none, a PRO post only "everyone". */
export function stepDownDays(choice: ReleaseChoice, tier: Tier) {
  return {
    opensToProAfterDays: tier === "all_star" ? days(choice.opensToProAfterDays) : null,
    opensToEveryoneAfterDays: tier === "rookie" ? null : days(choice.opensToEveryoneAfterDays),
  };
}

/** The i18n keys of what is wrong, by field (the same words as the server's). */
export function checkRelease(choice: ReleaseChoice, tier: Tier, now = new Date()): ReleaseErrors {
  const errors: ReleaseErrors = {};
  if (choice.mode === "schedule") {
    const iso = scheduledIso(choice);
    const problem = iso
      ? checkScheduledFor(new Date(iso), now)
      : choice.date || choice.time
        ? "scheduleInvalid"
        : "scheduleRequired";
    if (problem) errors.scheduledFor = `content.validation.${problem}`;
  }
  const stepDown = checkStepDown({ requiredTier: tier, ...stepDownDays(choice, tier) });
  if (stepDown) errors[stepDown.field] = `content.validation.${stepDown.problem}`;
  return errors;
}
