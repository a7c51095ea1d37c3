// The Terms of Service and the Privacy Policy: Markdown files the operator replaces, one per
// language under content/legal/<language>/<document>.md, read when asked (a replaced file shows
// without a restart) and rendered by markdown.ts. A language without its own file gets English.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../domain/languages";
import type { LegalDocument, LegalPage } from "../../../domain/legal";
import { APP_ROOT } from "../../lib/app-root";
import { renderMarkdown } from "./markdown";

export const LEGAL_CONTENT_DIR = path.join(APP_ROOT, "content", "legal");

const readIfThere = (file: string) =>
  readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });

/** The document in `language` (else English), or null when the operator's folder has neither. */
export async function readLegalPage(
  document: LegalDocument,
  language: string,
  dir = LEGAL_CONTENT_DIR,
): Promise<LegalPage | null> {
  const wanted: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  for (const candidate of new Set([wanted, DEFAULT_LANGUAGE])) {
    const source = await readIfThere(path.join(dir, candidate, `${document}.md`));
    if (source !== null) return { document, language: candidate, ...renderMarkdown(source) };
  }
  return null;
}
