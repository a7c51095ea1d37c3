// Translates texts through the cache: each version of a text (its hash) is sent to the provider
// once per target language, and every later reader gets the stored translation.
import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Language } from "../../../domain/languages";
import type { Database } from "../../db/client";
import { contentTranslations } from "../../db/schema";
import { protectTerms, restoreTerms } from "./glossary";
import { TranslationFailed, type TranslationProvider } from "./provider";

/** sha256 of the source language and the exact text: an edited text is a new version. */
export const sourceHash = (source: Language, text: string) =>
  createHash("sha256").update(`${source}\n${text}`).digest("hex");

export interface TranslateOptions {
  provider: TranslationProvider | null;
  /**
   * Called once before texts go to the provider (not for cache hits) with their length in
   * characters: the limits. Throwing keeps the texts from the provider.
   */
  beforeProviderCall?: (chars: number) => Promise<void>;
}

/**
 * The texts translated from `source` into `target`, in a map from each original. Empty texts stay
 * empty. Throws TranslationFailed when some text is not cached and no provider can translate it.
 */
export async function translateTexts(
  db: Database,
  texts: string[],
  source: Language,
  target: Language,
  options: TranslateOptions,
) {
  const result = new Map<string, string>();
  const wanted = [...new Set(texts.filter((text) => text.trim() !== ""))];
  if (source === target || wanted.length === 0) {
    for (const text of texts) result.set(text, text);
    return result;
  }
  result.set("", "");
  const hashes = new Map(wanted.map((text) => [sourceHash(source, text), text]));
  const cached = await db
    .select({ sourceHash: contentTranslations.sourceHash, translatedText: contentTranslations.translatedText })
    .from(contentTranslations)
    .where(
      and(inArray(contentTranslations.sourceHash, [...hashes.keys()]), eq(contentTranslations.targetLanguage, target)),
    );
  for (const row of cached) result.set(hashes.get(row.sourceHash)!, row.translatedText);

  const missing = wanted.filter((text) => !result.has(text));
  if (missing.length === 0) return result;
  if (!options.provider) throw new TranslationFailed("no translation provider is configured");
  await options.beforeProviderCall?.(missing.reduce((sum, text) => sum + text.length, 0));

  const protectedTexts = missing.map((text) => protectTerms(text, target));
  const answers = await options.provider.translate(
    protectedTexts.map((item) => item.text),
    source,
    target,
  );
  const rows = missing.map((text, index) => {
    const translatedText = restoreTerms(answers[index]!, protectedTexts[index]!.terms);
    result.set(text, translatedText);
    return {
      sourceHash: sourceHash(source, text),
      targetLanguage: target,
      translatedText,
      provider: options.provider!.name,
    };
  });
  // Two readers asking at once both translate; the first stored answer stays.
  await db.insert(contentTranslations).values(rows).onConflictDoNothing();
  return result;
}
