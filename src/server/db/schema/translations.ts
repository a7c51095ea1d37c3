// Machine translations of creators' text, kept so each text is translated once per language.
import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const contentTranslations = pgTable(
  "content_translations",
  {
    /** sha256 of the source language and the exact text: an edited text is a new version. */
    sourceHash: text().notNull(),
    targetLanguage: text().notNull(),
    translatedText: text().notNull(),
    /** Which provider answered ("libretranslate", "deepl"). */
    provider: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sourceHash, table.targetLanguage] }),
    index("content_translations_created_idx").on(table.createdAt),
  ],
);
