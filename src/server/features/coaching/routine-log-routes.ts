// /api/me/routine-logs/:username/:date: a member logs a creator's daily routine (PRO and above).
// Never cached.
import { Hono } from "hono";
import { z } from "zod";
import { MAX_SETS, sessionStatusSchema, setLogSchema } from "../../../domain/coaching";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { valid, validJson } from "../../lib/validate";
import { requireViewer } from "../auth";
import { clearRoutineSet, getRoutineLog, markRoutineSession, saveRoutineSet } from "./routine-logs";

const day = { username: z.string().min(1).max(64), date: z.iso.date("validation.dateInvalid") };
const dayParam = valid("param", z.object(day));
const setParam = valid(
  "param",
  z.object({
    ...day,
    exerciseIndex: z.coerce.number().int().min(0).max(99),
    setNumber: z.coerce.number().int().min(1).max(MAX_SETS),
  }),
);

export const routineLogRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/:username/:date", dayParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await getRoutineLog(c.var.db, viewer.id, c.req.valid("param")));
  })
  .put("/:username/:date/status", dayParam, validJson(sessionStatusSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await markRoutineSession(c.var.db, viewer.id, c.req.valid("param"), c.req.valid("json")));
  })
  .put("/:username/:date/exercises/:exerciseIndex/sets/:setNumber", setParam, validJson(setLogSchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await saveRoutineSet(c.var.db, viewer.id, c.req.valid("param"), c.req.valid("json")));
  })
  .delete("/:username/:date/exercises/:exerciseIndex/sets/:setNumber", setParam, async (c) => {
    await clearRoutineSet(c.var.db, (await requireViewer(c)).id, c.req.valid("param"));
    return c.body(null, 204);
  });
