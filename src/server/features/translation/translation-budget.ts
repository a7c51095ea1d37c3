// What the platform may send to the paid translation provider in a day: a platform-wide number
// of characters (TRANSLATION_DAILY_CHARS) and a smaller one for the texts of each creator
// (TRANSLATION_CREATOR_DAILY_CHARS), so neither many readers nor one creator's texts (a creator
// can write, edit and so re-send as much as they like) run up the bill. Counted in PostgreSQL
// (attempt_counters, by UTC date) so every instance spends from the same budget.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { TranslationFailed } from "./provider";

export interface TranslationBudget {
  /** Characters sent to the provider per day, for everyone together. */
  dailyChars: number;
  /** Characters of one creator's texts sent to the provider per day. */
  creatorDailyChars: number;
}

/** The day's budget is spent: the reader gets the original with the notice, like a failed provider. */
export class TranslationBudgetSpent extends TranslationFailed {
  constructor(readonly scope: "platform" | "creator") {
    super(`the ${scope}'s daily translation budget is spent`);
    this.name = "TranslationBudgetSpent";
  }
}

const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Takes `chars` from the day's budgets of the platform and of the creator whose texts they are,
 * both or neither, or throws TranslationBudgetSpent. Taken before the call: a call that then
 * fails may still have been billed, so it is not given back.
 */
export async function spendTranslationBudget(
  db: Database,
  budget: TranslationBudget,
  creatorId: string,
  chars: number,
  now = new Date(),
) {
  const day = utcDate(now);
  const counters = [
    { scope: "creator" as const, key: `translation-chars:creator:${creatorId}:${day}`, max: budget.creatorDailyChars },
    { scope: "platform" as const, key: `translation-chars:platform:${day}`, max: budget.dailyChars },
  ];
  await db.transaction(async (tx) => {
    for (const { scope, key, max } of counters) {
      if (chars > max) throw new TranslationBudgetSpent(scope);
      // Adds only while the sum stays within the budget; a refused addition returns no row, and
      // the transaction gives back what the creator's counter took.
      const { rows } = await tx.execute(sql`
        insert into attempt_counters as counter (key, count, window_started_at) values (${key}, ${chars}, now())
        on conflict (key) do update set count = counter.count + ${chars}
        where counter.count + ${chars} <= ${max}
        returning count`);
      if (rows.length === 0) throw new TranslationBudgetSpent(scope);
    }
  });
}
