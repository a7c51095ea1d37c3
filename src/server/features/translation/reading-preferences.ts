// A reader's translation settings (auto-translate, units) and, for a creator, the language they write in.
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../domain/roles";
import type { ReadingPreferences, ReadingPreferencesInput } from "../../../domain/translation";
import type { Database } from "../../db/client";
import { creatorProfiles, users } from "../../db/schema";
import { AppError } from "../../lib/errors";

export async function getReadingPreferences(
  db: Database,
  viewer: SessionUser,
  isTranslationAvailable: boolean,
): Promise<ReadingPreferences> {
  const [user] = await db
    .select({
      autoTranslate: users.autoTranslate,
      measurementUnits: users.measurementUnits,
      contentLanguage: creatorProfiles.contentLanguage,
    })
    .from(users)
    .leftJoin(creatorProfiles, eq(creatorProfiles.userId, users.id))
    .where(eq(users.id, viewer.id));
  return {
    autoTranslate: user?.autoTranslate ?? false,
    measurementUnits: user?.measurementUnits ?? null,
    contentLanguage: viewer.role === "influencer" ? (user?.contentLanguage ?? "en") : null,
    isTranslationAvailable,
  };
}

export async function saveReadingPreferences(
  db: Database,
  viewer: SessionUser,
  input: ReadingPreferencesInput,
  isTranslationAvailable: boolean,
): Promise<ReadingPreferences> {
  if (input.contentLanguage !== undefined && viewer.role !== "influencer") {
    throw new AppError("forbidden", 403, "Only creators choose the language they write in.");
  }
  await db.transaction(async (tx) => {
    const changes = {
      ...(input.autoTranslate !== undefined ? { autoTranslate: input.autoTranslate } : {}),
      ...(input.measurementUnits !== undefined ? { measurementUnits: input.measurementUnits } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, viewer.id));
    if (input.contentLanguage !== undefined) {
      await tx
        .update(creatorProfiles)
        .set({ contentLanguage: input.contentLanguage })
        .where(eq(creatorProfiles.userId, viewer.id));
    }
  });
  return getReadingPreferences(db, viewer, isTranslationAvailable);
}
