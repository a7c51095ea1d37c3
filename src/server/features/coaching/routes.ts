// Personal coaching: the creator's programs and assignments (/api/me/programs, /api/me/coaching),
// the member's plans and logs (/api/me/plan) and records (/api/me/records). Never cached.
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  assignmentBodySchema,
  commentBodySchema,
  MAX_SETS,
  programBodySchema,
  sessionStatusSchema,
  setLogSchema,
} from "../../../domain/coaching";
import type { AppEnv } from "../../context";
import { noStore } from "../../lib/cache-control";
import { valid, validJson } from "../../lib/validate";
import { requireRole, requireViewer } from "../auth";
import { assignProgram, coachableMembers, programAssignees, removeAssignment } from "./assignments";
import { getClient, getClientPlanDay, listClients } from "./clients";
import { addComment, listComments } from "./comments";
import { programCompletion } from "./completion";
import { getPlanDay, listMyPlans } from "./my-plan";
import {
  createProgram,
  deleteProgram,
  duplicateProgram,
  getProgram,
  libraryVideos,
  listPrograms,
  updateProgram,
} from "./programs";
import { listRecords, recordHistory } from "./records";
import { clearSet, markSession, saveSet } from "./set-logs";

const programParam = valid("param", z.object({ programId: z.uuid() }));
const assignmentParam = valid("param", z.object({ assignmentId: z.uuid() }));
const dayParam = valid(
  "param",
  z.object({ assignmentId: z.uuid(), dayIndex: z.coerce.number().int().min(0).max(111) }),
);
const setParam = valid(
  "param",
  z.object({
    assignmentId: z.uuid(),
    dayIndex: z.coerce.number().int().min(0).max(111),
    exerciseIndex: z.coerce.number().int().min(0).max(19),
    setNumber: z.coerce.number().int().min(1).max(MAX_SETS),
  }),
);
const copyBody = validJson(z.object({ name: z.string().trim().min(1, "validation.required").max(40) }));
const todayQuery = valid("query", z.object({ today: z.iso.date("validation.dateInvalid") }));

const memberParam = valid("param", z.object({ memberId: z.string().min(1).max(64) }));
const commentBody = validJson(commentBodySchema);

// A session's thread is the same for its member (/me/plan) and its coach (/me/coaching/plans).
type DayContext = Context<AppEnv, string, { out: { param: { assignmentId: string; dayIndex: number } } }>;
const readComments = async (c: DayContext) => {
  const viewer = await requireViewer(c);
  const { assignmentId, dayIndex } = c.req.valid("param");
  return c.json({ comments: await listComments(c.var.db, viewer.id, assignmentId, dayIndex) });
};
const writeComment = async (
  c: Context<AppEnv, string, { out: { param: { assignmentId: string; dayIndex: number }; json: { body: string } } }>,
) => {
  const viewer = await requireViewer(c);
  const { assignmentId, dayIndex } = c.req.valid("param");
  return c.json(await addComment(c.var.db, viewer.id, assignmentId, dayIndex, c.req.valid("json").body), 201);
};

export const programRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"), noStore)
  .get("/", async (c) => c.json({ programs: await listPrograms(c.var.db, (await requireViewer(c)).id) }))
  .post("/", validJson(programBodySchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await createProgram(c.var.db, viewer.id, c.req.valid("json")), 201);
  })
  .get("/:programId", programParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await getProgram(c.var.db, viewer.id, c.req.valid("param").programId));
  })
  .put("/:programId", programParam, validJson(programBodySchema), async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await updateProgram(c.var.db, viewer.id, c.req.valid("param").programId, c.req.valid("json")));
  })
  .delete("/:programId", programParam, async (c) => {
    await deleteProgram(c.var.db, (await requireViewer(c)).id, c.req.valid("param").programId);
    return c.body(null, 204);
  })
  .post("/:programId/duplicate", programParam, copyBody, async (c) => {
    const viewer = await requireViewer(c);
    const { programId } = c.req.valid("param");
    return c.json(await duplicateProgram(c.var.db, viewer.id, programId, c.req.valid("json").name), 201);
  })
  .get("/:programId/assignments", programParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ assignments: await programAssignees(c.var.db, viewer.id, c.req.valid("param").programId) });
  })
  .post("/:programId/assignments", programParam, validJson(assignmentBodySchema), async (c) => {
    const viewer = await requireViewer(c);
    const { programId } = c.req.valid("param");
    return c.json(await assignProgram(c.var.db, viewer.id, programId, c.req.valid("json")), 201);
  })
  .get("/:programId/completion", programParam, todayQuery, async (c) => {
    const viewer = await requireViewer(c);
    const { programId } = c.req.valid("param");
    return c.json(await programCompletion(c.var.db, viewer.id, programId, c.req.valid("query").today));
  });

export const coachingRoutes = new Hono<AppEnv>()
  .use(requireRole("influencer"), noStore)
  .get("/members", async (c) => c.json({ members: await coachableMembers(c.var.db, (await requireViewer(c)).id) }))
  .get("/videos", async (c) => c.json({ videos: await libraryVideos(c.var.db, (await requireViewer(c)).id) }))
  .delete("/assignments/:assignmentId", assignmentParam, async (c) => {
    await removeAssignment(c.var.db, (await requireViewer(c)).id, c.req.valid("param").assignmentId);
    return c.body(null, 204);
  })
  .get("/clients", todayQuery, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ clients: await listClients(c.var.db, viewer.id, c.req.valid("query").today) });
  })
  .get("/clients/:memberId", memberParam, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await getClient(c.var.db, viewer.id, c.req.valid("param").memberId));
  })
  .get("/plans/:assignmentId/days/:dayIndex", dayParam, async (c) => {
    const viewer = await requireViewer(c);
    const { assignmentId, dayIndex } = c.req.valid("param");
    return c.json(await getClientPlanDay(c.var.db, viewer.id, assignmentId, dayIndex));
  })
  .get("/plans/:assignmentId/days/:dayIndex/comments", dayParam, readComments)
  .post("/plans/:assignmentId/days/:dayIndex/comments", dayParam, commentBody, writeComment);

export const planRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/", async (c) => c.json(await listMyPlans(c.var.db, (await requireViewer(c)).id)))
  .get("/:assignmentId/days/:dayIndex", dayParam, async (c) => {
    const viewer = await requireViewer(c);
    const { assignmentId, dayIndex } = c.req.valid("param");
    return c.json(await getPlanDay(c.var.db, viewer.id, assignmentId, dayIndex));
  })
  .put("/:assignmentId/days/:dayIndex/status", dayParam, validJson(sessionStatusSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { assignmentId, dayIndex } = c.req.valid("param");
    return c.json(await markSession(c.var.db, viewer.id, assignmentId, dayIndex, c.req.valid("json")));
  })
  .put(
    "/:assignmentId/days/:dayIndex/exercises/:exerciseIndex/sets/:setNumber",
    setParam,
    validJson(setLogSchema),
    async (c) => {
      const viewer = await requireViewer(c);
      return c.json(await saveSet(c.var.db, viewer.id, c.req.valid("param"), c.req.valid("json")));
    },
  )
  .delete("/:assignmentId/days/:dayIndex/exercises/:exerciseIndex/sets/:setNumber", setParam, async (c) => {
    await clearSet(c.var.db, (await requireViewer(c)).id, c.req.valid("param"));
    return c.body(null, 204);
  })
  .get("/:assignmentId/days/:dayIndex/comments", dayParam, readComments)
  .post("/:assignmentId/days/:dayIndex/comments", dayParam, commentBody, writeComment);

export const recordRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/", async (c) => c.json({ records: await listRecords(c.var.db, (await requireViewer(c)).id) }))
  .get("/:exerciseKey", todayQuery, async (c) => {
    const viewer = await requireViewer(c);
    const key = c.req.param("exerciseKey").slice(0, 80);
    return c.json(await recordHistory(c.var.db, viewer.id, key, c.req.valid("query").today));
  });
