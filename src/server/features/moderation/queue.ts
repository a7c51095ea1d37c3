// The owner's queue: open reports of posts, profiles and messages in one list, and dismissing them.
// Oldest first: a queue is worked from the front, so nothing waits forever behind newer reports;
// each row says how many open reports its subject has, so a much-reported subject stands out.
import { sql } from "drizzle-orm";
import type { QueuedReport, ReportKind, ReportQueuePage } from "../../../domain/moderation";
import type { Database, Queryable } from "../../db/client";
import { decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";
import { isUuid } from "../../lib/ids";
import { recordModeration } from "./audit-log";

export const QUEUE_PAGE = 20;
const EXCERPT_LENGTH = 280;

/** Every open report with the subject it groups under ("post:<id>", "profile:<user>", "message:<id>"). */
const openReports = sql`
  select r.subject::text as kind, r.id, r.reason, r.created_at, r.reporter_id, r.target_user_id as account_id,
         r.post_id, null::uuid as message_id, null::uuid as community_post_id, null::uuid as community_comment_id,
         r.subject::text || ':' || coalesce(r.post_id::text, r.target_user_id) as subject_key
    from content_reports r where r.resolved_at is null
  union all
  select 'message', m.id, m.reason, m.created_at, m.reporter_id, dm.sender_id, null::uuid, m.message_id,
         null::uuid, null::uuid, 'message:' || m.message_id::text
    from message_reports m join direct_messages dm on dm.id = m.message_id where m.resolved_at is null
  union all
  select 'community_' || c.subject, c.id, c.reason, c.created_at, c.reporter_id, c.target_user_id, null::uuid,
         null::uuid, c.post_id, c.comment_id, 'community_' || c.subject || ':' || coalesce(c.comment_id, c.post_id)::text
    from community_reports c where c.resolved_at is null`;

interface QueueRow extends Record<string, unknown> {
  kind: ReportKind;
  id: string;
  reason: string;
  created_at: Date | string;
  cursor_time: string;
  reporter: string | null;
  subject_count: number;
  account_id: string | null;
  account_name: string | null;
  account_suspended: boolean;
  post_id: string | null;
  post_title: string | null;
  post_hidden: boolean;
  message_body: string | null;
  community_id: string | null;
  community_body: string | null;
  community_creator: string | null;
}

export async function listReportQueue(db: Database, cursor?: string): Promise<ReportQueuePage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const result = await db.execute<QueueRow>(sql`
    with open_reports as (${openReports}),
    counted as (select o.*, count(*) over (partition by o.subject_key)::int as subject_count from open_reports o)
    select o.kind, o.id, o.reason, o.created_at, o.created_at::text as cursor_time, o.subject_count,
           reporter.username as reporter,
           account.id as account_id, account.username as account_name, account.suspended_at is not null as account_suspended,
           p.id as post_id, p.title as post_title, p.hidden_at is not null as post_hidden,
           left(dm.body, ${EXCERPT_LENGTH}) as message_body,
           coalesce(cc.id, cp.id) as community_id, left(coalesce(cc.body, cp.body), ${EXCERPT_LENGTH}) as community_body,
           community_creator.username as community_creator
      from counted o
      left join users reporter on reporter.id = o.reporter_id
      left join users account on account.id = o.account_id
      left join posts p on p.id = o.post_id
      left join direct_messages dm on dm.id = o.message_id
      left join community_posts cp on cp.id = o.community_post_id
      left join community_comments cc on cc.id = o.community_comment_id
      left join users community_creator on community_creator.id = cp.creator_id
     where ${after ? sql`(o.created_at, o.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql`true`}
     order by o.created_at, o.id
     limit ${QUEUE_PAGE + 1}`);
  const rows = result.rows;
  const last = rows[QUEUE_PAGE - 1];
  return {
    reports: rows.slice(0, QUEUE_PAGE).map(toQueuedReport),
    nextCursor: rows.length > QUEUE_PAGE && last ? encodeCursor({ createdAt: last.cursor_time, id: last.id }) : null,
  };
}

function toQueuedReport(row: QueueRow): QueuedReport {
  return {
    kind: row.kind,
    id: row.id,
    reason: row.reason,
    reportedAt: new Date(row.created_at).toISOString(),
    reporter: row.reporter ? { username: row.reporter } : null,
    subjectReportCount: row.subject_count,
    account:
      row.account_id && row.account_name
        ? { id: row.account_id, username: row.account_name, isSuspended: row.account_suspended }
        : null,
    post:
      row.post_id && row.post_title !== null
        ? { id: row.post_id, title: row.post_title, isHidden: row.post_hidden }
        : null,
    message: row.kind === "message" ? { excerpt: row.message_body ?? "" } : null,
    community:
      row.community_id && row.community_creator
        ? { id: row.community_id, excerpt: row.community_body ?? "", creator: row.community_creator }
        : null,
  };
}

export const openReportCount = async (db: Queryable) =>
  (await db.execute<{ count: number }>(sql`select count(*)::int as count from (${openReports}) o`)).rows[0]?.count ?? 0;

const reportNotFound = () => new AppError("report_not_found", 404, "This report does not exist.");

interface ReportSubject extends Record<string, unknown> {
  account_id: string | null;
  post_id: string | null;
  resolved: boolean;
  label: string;
}

/**
 * Dismisses a report and every other open report of the same subject: the owner judged the post,
 * profile or message, not one reporter's words. A report already resolved changes nothing.
 */
export async function dismissReport(db: Database, actorId: string, kind: ReportKind, reportId: string, reason: string) {
  if (!isUuid(reportId)) throw reportNotFound();
  return db.transaction(async (tx) => {
    const subject = (await tx.execute<ReportSubject>(findSubject(kind, reportId))).rows[0];
    if (!subject) throw reportNotFound();
    if (subject.resolved) return { dismissed: 0 };
    const resolved =
      kind === "message"
        ? await tx.execute(sql`update message_reports set resolved_at = now()
            where resolved_at is null and message_id = (select message_id from message_reports where id = ${reportId})`)
        : isCommunityKind(kind)
          ? await tx.execute(sql`update community_reports c set resolved_at = now()
            from community_reports r where r.id = ${reportId} and c.resolved_at is null and c.subject = r.subject
             and c.post_id = r.post_id and c.comment_id is not distinct from r.comment_id`)
          : await tx.execute(sql`update content_reports set resolved_at = now()
            where resolved_at is null and subject = ${kind} and ${kind === "post" ? sql`post_id = ${subject.post_id}` : sql`target_user_id = ${subject.account_id}`}`);
    await recordModeration(tx, {
      action: "dismiss_report",
      actorId,
      targetUserId: subject.account_id,
      postId: subject.post_id,
      targetLabel: subject.label,
      reason,
    });
    return { dismissed: resolved.rowCount ?? 0 };
  });
}

const isCommunityKind = (kind: ReportKind) => kind === "community_post" || kind === "community_comment";

function findSubject(kind: ReportKind, reportId: string) {
  if (isCommunityKind(kind)) {
    return sql`
      select c.target_user_id as account_id, null::uuid as post_id, c.resolved_at is not null as resolved,
             'Community ' || c.subject || ' by @' || coalesce(author.username, 'unknown') || ': '
               || left(coalesce(cc.body, cp.body), 80) as label
        from community_reports c
        join community_posts cp on cp.id = c.post_id
        left join community_comments cc on cc.id = c.comment_id
        left join users author on author.id = c.target_user_id
       where c.id = ${reportId} and 'community_' || c.subject = ${kind} for update of c`;
  }
  if (kind === "message") {
    return sql`
      select dm.sender_id as account_id, null::uuid as post_id, m.resolved_at is not null as resolved,
             'Message from @' || coalesce(sender.username, 'unknown') || ': ' || left(dm.body, 80) as label
        from message_reports m
        join direct_messages dm on dm.id = m.message_id
        left join users sender on sender.id = dm.sender_id
       where m.id = ${reportId} for update of m`;
  }
  return sql`
    select r.target_user_id as account_id, r.post_id, r.resolved_at is not null as resolved,
           coalesce(p.title, '@' || u.username) as label
      from content_reports r
      join users u on u.id = r.target_user_id
      left join posts p on p.id = r.post_id
     where r.id = ${reportId} and r.subject = ${kind} for update of r`;
}
