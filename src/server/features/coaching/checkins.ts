// Weekly check-ins: an ALL STAR member answers their coach's form once per ISO week (editable
// through that week); the coach reads what their members sent. A check-in is private to the two.
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  CHECKIN_PAGE_SIZE,
  checkinAnswers,
  hasAnswers,
  isoWeekStart,
  isPlausibleToday,
  type CheckinBody,
} from "../../../domain/checkins";
import { defaultMeasurementSystem } from "../../../domain/units";
import { isLanguage } from "../../../domain/languages";
import { publishHint } from "../../adapters/events/hints";
import type { Database, Queryable } from "../../db/client";
import { grantsAccess } from "../../db/membership-access";
import { imageUrls } from "../../../domain/images";
import { checkinPhotos, checkins, memberships, profiles, users } from "../../db/schema";
import { afterCursor, cursorTime, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError } from "../../lib/errors";
import { namedUser, notify } from "../notifications";
import { getCheckinForm } from "./checkin-forms";

/** Whether the member holds ALL STAR with the creator right now: sending or changing a check-in needs it. */
export async function holdsAllStarWith(db: Queryable, memberId: string, creatorId: string) {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.followerId, memberId),
        eq(memberships.creatorId, creatorId),
        eq(memberships.tier, "all_star"),
        grantsAccess(),
      ),
    );
  return Boolean(row);
}

export const allStarRequired = () =>
  new AppError("all_star_required", 403, "Check-ins are part of an ALL STAR membership with this creator.");

const personColumns = { id: users.id, username: users.username, name: users.name, avatarKey: profiles.avatarKey };

async function findCreator(db: Queryable, username: string) {
  const [creator] = await db
    .select(personColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.username, username), eq(users.role, "influencer"), isNull(users.suspendedAt)));
  if (!creator) throw new AppError("creator_not_found", 404, "Influencer not found");
  return creator;
}

/** The reader's unit for body weight: their own choice, or their language's usual one. */
export async function weightUnitOf(db: Queryable, userId: string): Promise<"kg" | "lb"> {
  const [user] = await db
    .select({ units: users.measurementUnits, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  const system = user?.units ?? defaultMeasurementSystem(isLanguage(user?.language) ? user.language : "en");
  return system === "imperial" ? "lb" : "kg";
}

const checkinColumns = {
  id: checkins.id,
  memberId: checkins.memberId,
  creatorId: checkins.creatorId,
  weekStart: checkins.weekStart,
  weightKg: checkins.weightKg,
  sleepHours: checkins.sleepHours,
  energy: checkins.energy,
  adherence: checkins.adherence,
  note: checkins.note,
  createdAt: checkins.createdAt,
  updatedAt: checkins.updatedAt,
  // The thread with the coach lives with the check-in; the list shows how long it is. (Qualified:
  // a lone table's columns are written unqualified, which the subquery would read as its own.)
  commentCount: sql<number>`(select count(*)::int from coaching_comments where checkin_id = "checkins"."id")`,
  cursorTime: cursorTime(checkins.createdAt),
};
interface CheckinRow {
  id: string;
  memberId: string;
  creatorId: string;
  createdAt: Date;
  updatedAt: Date;
  cursorTime: string;
}

export const photoUrl = (checkinId: string, photoId: string, size: "sm" | "lg") =>
  `/api/check-ins/${checkinId}/photos/${photoId}?size=${size}`;

/** The rows as the API shows them, with their photos (one query for the whole page). */
async function withPhotos<Row extends CheckinRow>(db: Queryable, rows: Row[]) {
  const photos =
    rows.length > 0
      ? await db
          .select({ id: checkinPhotos.id, checkinId: checkinPhotos.checkinId })
          .from(checkinPhotos)
          .where(
            inArray(
              checkinPhotos.checkinId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(checkinPhotos.createdAt, checkinPhotos.id)
      : [];
  return rows.map(({ cursorTime: _, memberId: _member, creatorId: _creator, ...row }) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    photos: photos
      .filter((photo) => photo.checkinId === row.id)
      .map((photo) => ({
        id: photo.id,
        thumbnailUrl: photoUrl(row.id, photo.id, "sm"),
        url: photoUrl(row.id, photo.id, "lg"),
      })),
  }));
}

function page<Row extends { cursorTime: string; id: string }>(rows: Row[]) {
  const more = rows.length > CHECKIN_PAGE_SIZE;
  const shown = more ? rows.slice(0, CHECKIN_PAGE_SIZE) : rows;
  const last = shown.at(-1);
  return { shown, nextCursor: more && last ? encodeCursor({ createdAt: last.cursorTime, id: last.id }) : null };
}

/**
 * The creators a member may send check-ins to or has sent them to: every membership that grants
 * a tier now (so a PRO member learns what ALL STAR adds, with whom), and past coaches.
 */
export async function checkinCoaches(db: Database, memberId: string) {
  const current = await db
    .select({ ...personColumns, tier: memberships.tier })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.creatorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(memberships.followerId, memberId), grantsAccess(), isNull(users.suspendedAt)))
    .limit(200);
  const known = new Set(current.map((row) => row.id));
  const past = await db
    .selectDistinct(personColumns)
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.creatorId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(checkins.memberId, memberId))
    .limit(200);
  const coaches = [...current, ...past.filter((row) => !known.has(row.id)).map((row) => ({ ...row, tier: null }))].map(
    ({ id: _, avatarKey, ...coach }) => ({
      ...coach,
      avatarUrls: imageUrls("avatar", avatarKey),
      canSubmit: coach.tier === "all_star",
    }),
  );
  coaches.sort((a, b) => Number(b.canSubmit) - Number(a.canSubmit) || a.name.localeCompare(b.name));
  return { coaches };
}

async function currentCheckin(db: Queryable, memberId: string, creatorId: string, weekStart: string) {
  const rows = await db
    .select(checkinColumns)
    .from(checkins)
    .where(and(eq(checkins.memberId, memberId), eq(checkins.creatorId, creatorId), eq(checkins.weekStart, weekStart)));
  return (await withPhotos(db, rows))[0] ?? null;
}

/**
 * What the member's check-in page shows for one creator: whether they may send one, the form
 * (only then), and this week's check-in (the week of `today`, the member's own date).
 */
export async function memberCheckinView(db: Database, memberId: string, username: string, today: string) {
  const creator = await findCreator(db, username);
  const canSubmit = await holdsAllStarWith(db, memberId, creator.id);
  const weekStart = isoWeekStart(today);
  return {
    creator: { username: creator.username, name: creator.name, avatarUrls: imageUrls("avatar", creator.avatarKey) },
    canSubmit,
    form: canSubmit ? await getCheckinForm(db, creator.id) : null,
    unit: await weightUnitOf(db, memberId),
    weekStart,
    current: await currentCheckin(db, memberId, creator.id, weekStart),
  };
}

/** Checks the member's date and ALL STAR; answers the creator and the week the date falls in. */
export async function openWeek(db: Queryable, memberId: string, creatorId: string, today: string) {
  if (!isPlausibleToday(today)) {
    throw new AppError("validation_failed", 400, "The date is not today's.", {
      fields: { today: "validation.dateInvalid" },
    });
  }
  if (!(await holdsAllStarWith(db, memberId, creatorId))) throw allStarRequired();
  return isoWeekStart(today);
}

/** Sends this week's check-in, or changes it; the creator hears of the first one of the week. */
export async function submitCheckin(db: Database, memberId: string, username: string, body: CheckinBody) {
  const creator = await findCreator(db, username);
  const weekStart = await openWeek(db, memberId, creator.id, body.today);
  const form = await getCheckinForm(db, creator.id);
  const answers = checkinAnswers(body, form);
  if (!hasAnswers(answers) && !form.photos) {
    throw new AppError("validation_failed", 400, "Answer at least one question.", {
      fields: { _: "checkins.validation.empty" },
    });
  }
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(checkins)
      .values({ memberId, creatorId: creator.id, weekStart, ...answers })
      .onConflictDoUpdate({
        target: [checkins.memberId, checkins.creatorId, checkins.weekStart],
        set: { ...answers, updatedAt: sql`now()` },
      })
      .returning({ id: checkins.id, isNew: sql<boolean>`xmax = 0` });
    if (!saved) throw new Error("The check-in was not saved.");
    // The coach's Check-ins page refreshes live, for a change as for a new one.
    await publishHint(tx, [creator.id], ["coaching"]);
    if (saved.isNew) {
      await notify(
        tx,
        creator.id,
        "checkin_submitted",
        { member: await namedUser(tx, memberId), checkinId: saved.id, weekStart },
        `checkin:${saved.id}`,
      );
    }
    return { created: saved.isNew, checkin: await currentCheckin(tx, memberId, creator.id, weekStart) };
  });
}

/** The member's check-ins with one creator, newest first: read-only history, whatever their tier now. */
export async function listMemberCheckins(db: Database, memberId: string, username: string, cursor?: string) {
  const creator = await findCreator(db, username);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select(checkinColumns)
    .from(checkins)
    .where(
      and(
        eq(checkins.memberId, memberId),
        eq(checkins.creatorId, creator.id),
        after ? afterCursor(checkins.createdAt, checkins.id, after) : undefined,
      ),
    )
    .orderBy(desc(checkins.createdAt), desc(checkins.id))
    .limit(CHECKIN_PAGE_SIZE + 1);
  const { shown, nextCursor } = page(rows);
  return { checkins: await withPhotos(db, shown), nextCursor };
}

const memberColumns = { username: users.username, name: users.name, avatarKey: profiles.avatarKey };
const withAvatar = <Row extends { member: { username: string; name: string; avatarKey: string | null } }>(row: Row) => {
  const { avatarKey, ...member } = row.member;
  return { ...row, member: { ...member, avatarUrls: imageUrls("avatar", avatarKey) } };
};

/** Check-ins the creator's members sent, newest first, each with who sent it. */
export async function listReceivedCheckins(db: Database, creatorId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({ ...checkinColumns, member: memberColumns })
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.memberId))
    .leftJoin(profiles, eq(profiles.userId, checkins.memberId))
    .where(
      and(eq(checkins.creatorId, creatorId), after ? afterCursor(checkins.createdAt, checkins.id, after) : undefined),
    )
    .orderBy(desc(checkins.createdAt), desc(checkins.id))
    .limit(CHECKIN_PAGE_SIZE + 1);
  const { shown, nextCursor } = page(rows);
  return {
    checkins: (await withPhotos(db, shown)).map(withAvatar),
    unit: await weightUnitOf(db, creatorId),
    nextCursor,
  };
}

/** One check-in, for its member or its creator; anyone else is told there is none. */
export async function getCheckin(db: Database, viewerId: string, checkinId: string) {
  const rows = await db
    .select({ ...checkinColumns, member: memberColumns })
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.memberId))
    .leftJoin(profiles, eq(profiles.userId, checkins.memberId))
    .where(
      and(eq(checkins.id, checkinId), sql`(${checkins.memberId} = ${viewerId} or ${checkins.creatorId} = ${viewerId})`),
    );
  const [checkin] = (await withPhotos(db, rows)).map(withAvatar);
  if (!checkin) throw checkinNotFound();
  return { checkin, unit: await weightUnitOf(db, viewerId) };
}

export const checkinNotFound = () => new AppError("checkin_not_found", 404, "No such check-in.");
