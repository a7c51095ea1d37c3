// The legal pages: the Terms of Service (/terms) and the Privacy Policy (/privacy), written by the
// platform's operator as Markdown (content/legal) and answered by GET /api/legal/:document.
import type { Language } from "./languages";

export const legalDocuments = ["terms", "privacy"] as const;
export type LegalDocument = (typeof legalDocuments)[number];
export const isLegalDocument = (value: string): value is LegalDocument =>
  legalDocuments.includes(value as LegalDocument);

export interface LegalPage {
  document: LegalDocument;
  /** The language of the file shown (English when the asked one has none). */
  language: Language;
  /** The file's first level-1 heading. */
  title: string;
  /** Made by the server from escaped text: its only tags are the renderer's own. */
  html: string;
}
