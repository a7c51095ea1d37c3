// The shape every email shares: its HTML is a document that says its language (<html lang>), so
// mail apps and their read-aloud and translate tools know which one it is in.
import type { Language } from "../../../domain/languages";
import type { MailMessage } from "../../adapters/mail";
import { escapeHtml } from "../html";
import { emailText } from "./text";

export interface EmailLink {
  label: string;
  url: string;
}

/** Wraps an email's HTML body in a document that says its language. */
export const htmlDocument = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body>${body}</body></html>`;

export const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");

export const linkParagraph = (link: EmailLink) =>
  `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;

/** The small "stop these emails" line at the foot of an email a user may turn off. */
export const footerLink = (link: EmailLink) =>
  `<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;

/** "Label: address", as a link reads in the plain-text version. */
export const textLink = (language: Language, link: EmailLink) =>
  emailText(language, "link.line", { label: link.label, url: link.url });

export interface Composed {
  to: string;
  subject: string;
  text: string;
  /** The body's HTML, without the document around it. */
  body: string;
  headers?: Record<string, string>;
}

export function inLanguage(language: Language, email: Composed): MailMessage {
  return {
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: htmlDocument(language, email.body),
    ...(email.headers ? { headers: email.headers } : {}),
  };
}
