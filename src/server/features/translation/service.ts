// Translating a profile, a post or a routine for a reader: access checked, texts read from the
// database (never taken from the request), translations from the cache or the provider (for
// signed-in readers, within the day's budgets). Any failure, a spent budget included, leaves the
// original in place: the answer says "unavailable" and the page shows the notice.
import type { Language } from "../../../domain/languages";
import type { SessionUser } from "../../../domain/roles";
import type {
  PostTranslation,
  ProfileTranslation,
  RoutineTranslation,
  TranslationRequest,
  TranslationResult,
} from "../../../domain/translation";
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { AppError } from "../../lib/errors";
import { TranslationFailed, type TranslationProvider } from "./provider";
import { translatableTexts } from "./subjects";
import { spendTranslationBudget, TranslationBudgetSpent, type TranslationBudget } from "./translation-budget";
import { translateTexts } from "./translation-cache";

export interface TranslateDeps {
  db: Database;
  provider: TranslationProvider | null;
  logger: Logger;
  budget: TranslationBudget;
  /** Counts a call that will reach the provider for this (signed-in) reader; throws when they are over the limit. */
  beforeProviderCall?: (reader: SessionUser) => Promise<void>;
}

type Fields = ProfileTranslation | PostTranslation | RoutineTranslation;

export async function translateSubject(
  deps: TranslateDeps,
  request: TranslationRequest,
  viewer: SessionUser | null,
): Promise<TranslationResult<Fields>> {
  const { source, creatorId, fields } = await translatableTexts(deps.db, request, viewer);
  const target = request.target as Language;
  const texts = Object.values(fields).flatMap((value) =>
    value === null ? [] : Array.isArray(value) ? value : [value],
  );
  // Visitors read what signed-in readers had translated: anyone can be a visitor, any number of
  // times, so a visitor never makes the platform pay for a translation.
  const provider = viewer ? deps.provider : null;
  let translated: Map<string, string>;
  try {
    translated = await translateTexts(deps.db, texts, source, target, {
      provider,
      beforeProviderCall: async (chars) => {
        if (viewer) await deps.beforeProviderCall?.(viewer);
        await spendTranslationBudget(deps.db, deps.budget, creatorId, chars);
      },
    });
  } catch (error) {
    // The rate limit is the reader's to hear about; anything else shows the original.
    if (error instanceof AppError) throw error;
    if (error instanceof TranslationBudgetSpent)
      deps.logger.info({ scope: error.scope, creatorId }, "daily translation budget spent; showing the original");
    else if (!(error instanceof TranslationFailed))
      deps.logger.error({ err: error }, "translation failed unexpectedly");
    else if (provider) deps.logger.warn({ err: error }, "translation provider failed; showing the original");
    return { unavailable: true };
  }
  const tr = (text: string) => translated.get(text) ?? text;
  const shaped = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      value === null ? null : Array.isArray(value) ? value.map(tr) : tr(value),
    ]),
  );
  return { unavailable: false, language: target, fields: shapeFields(request.subject, shaped) };
}

function shapeFields(subject: TranslationRequest["subject"], fields: Record<string, string | string[] | null>): Fields {
  if (subject !== "routine") return fields as unknown as Fields;
  const activities = fields.blockActivities as string[] | null;
  const descriptions = fields.blockDescriptions as string[] | null;
  return {
    title: fields.title as string,
    notes: fields.notes as string | null,
    blocks:
      activities && descriptions
        ? activities.map((activity, index) => ({ activity, description: descriptions[index] ?? "" }))
        : null,
  };
}
