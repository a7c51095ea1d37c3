// Plans assigned before planned_days existed: migration 0030 fills it from each plan's own days,
// so adherence and completion count what those plans have due.
import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plannedDayIndexes } from "../../../domain/coaching";
import { assignedProgram, programBody } from "../../../../tests/support/coaching-factories";
import { createUser, signIn } from "../../../../tests/support/factories";
import { createMembership } from "../../../../tests/support/membership-factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { programAssignments } from "../../db/schema";

const backfill = new URL("../../db/migrations/0030_plans_planned_days.sql", import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the planned days backfill", () => {
  it("gives an old plan the days it has exercises on, and leaves a plan that has them alone", async () => {
    const coach = await createUser(t, { role: "influencer" });
    const [older, newer] = [await createUser(t), await createUser(t)];
    for (const member of [older, newer]) await createMembership(t, member.id, coach.id, "all_star");
    const body = programBody({ weeks: 3 });
    await assignedProgram(t, await signIn(t, coach), [older.id, newer.id], "2026-11-23", body);
    // As a plan assigned before 0022 was left.
    await t.db.update(programAssignments).set({ plannedDays: [] }).where(eq(programAssignments.memberId, older.id));
    await t.db
      .update(programAssignments)
      .set({ plannedDays: [5] })
      .where(eq(programAssignments.memberId, newer.id));

    await t.db.execute(sql.raw(await readFile(backfill, "utf8")));

    const plannedOf = async (memberId: string) =>
      (
        await t.db
          .select({ plannedDays: programAssignments.plannedDays })
          .from(programAssignments)
          .where(eq(programAssignments.memberId, memberId))
      )[0]!.plannedDays;
    expect(await plannedOf(older.id)).toEqual(plannedDayIndexes(body.days));
    expect(await plannedOf(older.id)).toEqual([0, 7, 14]);
    expect(await plannedOf(newer.id)).toEqual([5]);
  });
});
