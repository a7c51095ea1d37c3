// Daily routines: the creator's own (/api/me/routines) and the public read on a profile
// (/api/creators/:username/routines).
import { Hono, type Context } from "hono";
import { z } from "zod";
import { routineBodySchema } from "../../../domain/routines";
import type { AppEnv } from "../../context";
import { valid, validJson } from "../../lib/validate";
import { getViewer, requireRole, requireViewer } from "../auth";
import {
  copyFromYesterday,
  deleteRoutine,
  getOwnRoutine,
  getPublicRoutines,
  listOwnRoutines,
  saveRoutine,
} from "./service";
import { FANOUT_JOB } from "../notifications";
import { cacheForViewer } from "../../lib/cache-control";
import { readDatabase } from "../../lib/read-your-writes";
import { streamFile } from "../content";
import { findRoutineVideo } from "./routine-videos";

const dateParam = valid("param", z.object({ date: z.iso.date("validation.dateInvalid") }));
const todayQuery = valid("query", z.object({ today: z.iso.date("validation.dateInvalid").optional() }));

const routineDeps = (c: Context<AppEnv>) => ({ db: c.var.db, storage: c.var.storage, logger: c.var.logger });

/** The server's calendar day, for callers that do not say which day is theirs. */
const utcToday = () => new Date().toISOString().slice(0, 10);

export const ownRoutineRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"))
  .use(async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  })
  .get("/", async (c) => c.json({ routines: await listOwnRoutines(c.var.db, (await requireViewer(c)).id) }))
  .get("/:date", dateParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ routine: await getOwnRoutine(c.var.db, viewer.id, c.req.valid("param").date) });
  })
  .put("/:date", dateParam, validJson(routineBodySchema), async (c) => {
    const viewer = await requireViewer(c);
    const routine = await saveRoutine(routineDeps(c), viewer.id, c.req.valid("param").date, c.req.valid("json"));
    c.var.jobs.runSoon(FANOUT_JOB);
    return c.json(routine);
  })
  .delete("/:date", dateParam, async (c) => {
    await deleteRoutine(routineDeps(c), (await requireViewer(c)).id, c.req.valid("param").date);
    return c.body(null, 204);
  })
  .post("/:date/copy-from-yesterday", dateParam, async (c) => {
    const viewer = await requireViewer(c);
    const routine = await copyFromYesterday(routineDeps(c), viewer.id, c.req.valid("param").date);
    c.var.jobs.runSoon(FANOUT_JOB);
    return c.json(routine);
  });

export const publicRoutineRoutes = new Hono<AppEnv>()
  .get("/:username/routines", todayQuery, async (c) => {
    const viewer = await getViewer(c);
    const today = c.req.valid("query").today ?? utcToday();
    // What is shown depends on the viewer's membership.
    cacheForViewer(c, viewer);
    return c.json(await getPublicRoutines(readDatabase(c), c.req.param("username"), viewer?.id, today));
  })
  // A block's uploaded video, for those who may see the blocks, with byte ranges like post media.
  .get("/:username/routine-videos/:uploadId", async (c) => {
    const viewer = await getViewer(c);
    const storageKey = await findRoutineVideo(c.var.db, c.req.param("username"), c.req.param("uploadId"), viewer?.id);
    return streamFile(c, storageKey);
  });
