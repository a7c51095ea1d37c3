// What may be translated for a reader: the texts of a profile, a post or a routine exactly as the
// reader may see them (a locked post or routine gives its title only; a hidden post or a
// suspended creator is unknown), each with the language its creator writes in.
import { and, eq } from "drizzle-orm";
import { isLanguage, type Language } from "../../../domain/languages";
import { canAccessTier } from "../../../domain/memberships";
import type { SessionUser } from "../../../domain/roles";
import type { TranslationRequest } from "../../../domain/translation";
import type { Database } from "../../db/client";
import { creatorProfiles, routines } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { findPostFor } from "../content";
import { getPublicProfile } from "../creators";
import { findCreatorId, viewerTierFor } from "../memberships";

/** The texts to translate, by field (a list field keeps its order), their language and whose they are. */
export interface TranslatableTexts {
  source: Language;
  /** The creator who wrote them: each creator's texts have their own daily budget (translation-budget.ts). */
  creatorId: string;
  fields: Record<string, string | string[] | null>;
}

const asLanguage = (value: string): Language => (isLanguage(value) ? value : "en");

async function contentLanguageOf(db: Database, creatorId: string) {
  const [row] = await db
    .select({ language: creatorProfiles.contentLanguage })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, creatorId));
  return asLanguage(row?.language ?? "en");
}

export async function translatableTexts(
  db: Database,
  request: TranslationRequest,
  viewer: SessionUser | null,
): Promise<TranslatableTexts> {
  if (request.subject === "profile") {
    const profile = await getPublicProfile(db, request.username, viewer);
    if (!profile) throw new AppError("creator_not_found", 404, "Influencer not found");
    const { bio, philosophy, certifications, achievements, hobbies } = profile;
    return {
      source: asLanguage(profile.contentLanguage),
      creatorId: await findCreatorId(db, request.username),
      fields: { bio, philosophy, certifications, achievements, hobbies },
    };
  }
  if (request.subject === "post") {
    const { post, access } = await findPostFor(db, request.postId, viewer?.id);
    return {
      source: await contentLanguageOf(db, post.creatorId),
      creatorId: post.creatorId,
      fields: { title: post.title, description: access === "open" ? post.description : null },
    };
  }
  const creatorId = await findCreatorId(db, request.username);
  const [routine] = await db
    .select()
    .from(routines)
    .where(and(eq(routines.creatorId, creatorId), eq(routines.routineDate, request.date)));
  if (!routine) throw new AppError("routine_not_found", 404, "There is no routine for this day.");
  // The same rule as the routine tab (docs/decisions/007): PRO and ALL STAR members and the creator.
  const isUnlocked = viewer?.id === creatorId || canAccessTier("pro", await viewerTierFor(db, viewer?.id, creatorId));
  return {
    source: await contentLanguageOf(db, creatorId),
    creatorId,
    fields: {
      title: routine.title,
      notes: isUnlocked ? routine.notes : null,
      blockActivities: isUnlocked ? routine.blocks.map((block) => block.activity) : null,
      blockDescriptions: isUnlocked ? routine.blocks.map((block) => block.description) : null,
    },
  };
}
