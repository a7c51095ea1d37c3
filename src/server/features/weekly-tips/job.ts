// Monday's weekly tips email to every member (any tier, Rookie included) who has not turned it
// off: members are walked in batches by id (keyset), so memory stays flat with any number; each
// batch is claimed in the week's ledger before anything is sent, so a retried or overlapping
// round never emails anyone twice; each batch's contents come from three set-based queries.
import { sql } from "drizzle-orm";
import { utcDate, weekStartOf } from "../../../domain/weekly-tips";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import { planDaysFor, postsFor, recordsFor } from "./contents";
import { hasTips, weeklyTipsEmail, type MemberTips, type TipsMember } from "./email";

export const WEEKLY_TIPS_JOB = "weekly-tips-emails";
const BATCH_SIZE = 500;
/** Emails on their way at once: SMTP answers slowly one by one, and a few at a time keep memory small. */
const SENDING_AT_ONCE = 4;

type Deps = Pick<AppDeps, "db" | "mailer" | "logger" | "config" | "unsubscribeTokens">;

export interface WeeklyTipsRound {
  /** Members this round claimed for the week (others had been done by an earlier round). */
  considered: number;
  sent: number;
  failed: number;
}

export async function sendWeeklyTips(
  deps: Deps,
  options: {
    now?: Date;
    batchSize?: number;
    /** Called after each batch (the benchmark samples memory there). */
    afterBatch?: (round: WeeklyTipsRound) => void;
  } = {},
): Promise<WeeklyTipsRound> {
  const now = options.now ?? new Date();
  const week = weekStartOf(now);
  const round: WeeklyTipsRound = { considered: 0, sent: 0, failed: 0 };
  let cursor = "";
  for (;;) {
    const candidates = await membersAfter(deps.db, cursor, week, now, options.batchSize ?? BATCH_SIZE);
    if (candidates.length === 0) return round;
    cursor = candidates.at(-1)!.id;
    const members = await claim(deps.db, candidates, week);
    round.considered += members.length;
    if (members.length > 0) await sendBatch(deps, members, week, now, round);
    options.afterBatch?.(round);
  }
}

/**
 * The next members by id with a confirmed address who hold at least one membership granting
 * access now (with a creator not suspended), want the email, and have no ledger row for the week yet.
 */
async function membersAfter(db: Queryable, cursor: string, week: string, now: Date, limit: number) {
  const result = await db.execute<TipsMember & Record<string, unknown>>(sql`
    select u.id, u.email, u.username, u.language, u.measurement_units as units
    from users u
    left join email_preferences ep on ep.user_id = u.id
    where u.id > ${cursor} and u.suspended_at is null and u.email_verified
      and coalesce(ep.weekly_tips, true)
      and exists (select 1 from memberships m join users c on c.id = m.creator_id and c.suspended_at is null
        where m.follower_id = u.id and m.status in ('active', 'past_due')
          and (m.current_period_end is null or m.current_period_end > ${now}::timestamptz))
      and not exists (select 1 from weekly_tips_sends s where s.user_id = u.id and s.week_start = ${week}::date)
    order by u.id
    limit ${limit}`);
  return result.rows;
}

/** Takes the week's ledger rows; answers the members this round took (another round may have some). */
async function claim(db: Queryable, members: TipsMember[], week: string) {
  const claimed = await db.execute<{ userId: string }>(sql`
    insert into weekly_tips_sends (user_id, week_start)
    select id, ${week}::date from unnest(${sql.param(members.map((member) => member.id))}::text[]) id
    on conflict do nothing
    returning user_id as "userId"`);
  const taken = new Set(claimed.rows.map((row) => row.userId));
  return members.filter((member) => taken.has(member.id));
}

async function sendBatch(deps: Deps, members: TipsMember[], week: string, now: Date, round: WeeklyTipsRound) {
  const ids = members.map((member) => member.id);
  const [posts, planDays, records] = await Promise.all([
    postsFor(deps.db, ids, now),
    planDaysFor(deps.db, ids, utcDate(now)),
    recordsFor(deps.db, ids, now),
  ]);
  const tipsOf = new Map<string, MemberTips>(ids.map((id) => [id, { posts: [], planDays: [], records: [] }]));
  for (const post of posts) tipsOf.get(post.memberId)!.posts.push(post);
  for (const day of planDays) tipsOf.get(day.memberId)!.planDays.push(day);
  for (const record of records) tipsOf.get(record.memberId)!.records.push(record);

  // Members with nothing this week keep their ledger row unemailed: the week is done for them.
  const due = members.filter((member) => hasTips(tipsOf.get(member.id)!));
  const emailed: string[] = [];
  const failed: string[] = [];
  for (let start = 0; start < due.length; start += SENDING_AT_ONCE) {
    await Promise.all(
      due.slice(start, start + SENDING_AT_ONCE).map(async (member) => {
        try {
          await deps.mailer.send(weeklyTipsEmail(deps, member, tipsOf.get(member.id)!));
          emailed.push(member.id);
        } catch (error) {
          failed.push(member.id);
          deps.logger.warn({ err: error }, "weekly tips email not sent");
        }
      }),
    );
  }
  if (emailed.length > 0)
    await deps.db.execute(sql`
      update weekly_tips_sends set emailed = true
      where week_start = ${week}::date and user_id = any(${sql.param(emailed)}::text[])`);
  // A refused send gives the member back to a later round of the same morning.
  if (failed.length > 0)
    await deps.db.execute(sql`
      delete from weekly_tips_sends
      where week_start = ${week}::date and user_id = any(${sql.param(failed)}::text[])`);
  round.sent += emailed.length;
  round.failed += failed.length;
}
