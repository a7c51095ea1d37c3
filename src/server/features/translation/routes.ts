// POST /api/translations (translate a profile, post or routine by reference) and
// GET/PATCH /api/me/reading-preferences.
import { Hono } from "hono";
import { readingPreferencesSchema, translationRequestSchema } from "../../../domain/translation";
import { takeAttempt } from "../../lib/attempt-counter";
import type { AppEnv } from "../../context";
import { withProviderSpans } from "../../lib/tracing";
import { validJson } from "../../lib/validate";
import { getViewer, requireViewer } from "../auth";
import { translationProvider } from "./create-provider";
import { getReadingPreferences, saveReadingPreferences } from "./reading-preferences";
import { translateSubject } from "./service";

/** Texts sent to the provider per reader per minute; cached translations do not count (visitors get only those). */
export const PROVIDER_CALLS_PER_MINUTE = 30;

export const translationRoutes = new Hono<AppEnv>().post("/", validJson(translationRequestSchema), async (c) => {
  const viewer = await getViewer(c);
  const request = c.req.valid("json");
  const result = await translateSubject(
    {
      db: c.var.db,
      logger: c.var.logger,
      provider: withProviderSpans(c.var.tracing, "translation", translationProvider(c.var.config.translation)),
      budget: c.var.config.translationBudget,
      beforeProviderCall: async (reader) => {
        await takeAttempt(
          c.var.db,
          `translate:user:${reader.id}`,
          { max: PROVIDER_CALLS_PER_MINUTE, windowSeconds: 60 },
          "Too many translations. Please wait a minute.",
        );
      },
    },
    request,
    viewer,
  );
  c.header("cache-control", "no-store");
  return c.json(result);
});

export const readingPreferenceRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.header("cache-control", "no-store");
    await next();
  })
  .get("/", async (c) =>
    c.json(await getReadingPreferences(c.var.db, await requireViewer(c), c.var.config.translation !== null)),
  )
  .patch("/", validJson(readingPreferencesSchema), async (c) =>
    c.json(
      await saveReadingPreferences(
        c.var.db,
        await requireViewer(c),
        c.req.valid("json"),
        c.var.config.translation !== null,
      ),
    ),
  );
