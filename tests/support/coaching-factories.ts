// Programs for coaching tests: a small program body, built through the API like the web does.
import { emptyProgramDays, type ProgramBody } from "../../src/domain/coaching";
import type { TestApp } from "./test-app";

/** A program of `weeks` weeks: squats and a plank on the first day of each week, the rest empty. */
export function programBody(overrides: Partial<ProgramBody> = {}): ProgramBody {
  const weeks = overrides.weeks ?? 2;
  const days = emptyProgramDays(weeks);
  for (let week = 0; week < weeks; week++) {
    days[week * 7] = {
      rest: false,
      exercises: [
        {
          name: "Back Squat",
          sets: 3,
          reps: 5,
          seconds: null,
          loadKg: 80,
          rpe: null,
          restSeconds: 120,
          notes: "",
          videoPostId: null,
        },
        {
          name: "Plank",
          sets: 2,
          reps: null,
          seconds: 60,
          loadKg: null,
          rpe: null,
          restSeconds: 60,
          notes: "",
          videoPostId: null,
        },
      ],
    };
    days[week * 7 + 6] = { rest: true, exercises: [] };
  }
  return { name: "Strength base", description: "", weeks, isTemplate: false, days, ...overrides };
}

/** Creates a program as the creator and assigns it to the members; answers the program's and plans' ids. */
export async function assignedProgram(
  t: TestApp,
  creatorCookie: string,
  memberIds: string[],
  startDate: string,
  body: ProgramBody = programBody(),
) {
  const created = await t.request("POST", "/api/me/programs", { cookie: creatorCookie, body });
  if (created.status !== 201) throw new Error(`program not created: ${created.text}`);
  const programId = created.json.id as string;
  const assigned = await t.request("POST", `/api/me/programs/${programId}/assignments`, {
    cookie: creatorCookie,
    body: { memberIds, startDate },
  });
  if (assigned.status !== 201) throw new Error(`program not assigned: ${assigned.text}`);
  return { programId };
}
