// The account emails: confirm your address, reset your password, someone signed up with yours;
// each in the account's language (features/emails holds the words).
import type { Language } from "../../../domain/languages";
import type { MailMessage } from "../../adapters/mail";
import { inLanguage, linkParagraph, paragraphs, textLink } from "../../lib/email/layout";
import { emailText } from "../../lib/email/text";

type ActionEmailKey = "confirm" | "reset" | "signUpAttempt";

function actionEmail(language: Language, to: string, kind: ActionEmailKey, intro: string, url: string): MailMessage {
  const action = { label: emailText(language, `${kind}.action`), url };
  const outro = emailText(language, `${kind}.outro`);
  return inLanguage(language, {
    to,
    subject: emailText(language, `${kind}.subject`),
    text: `${intro}\n\n${textLink(language, action)}\n\n${outro}`,
    body: `${paragraphs([intro])}${linkParagraph(action)}${paragraphs([outro])}`,
  });
}

export const confirmationEmail = (language: Language, to: string, username: string, url: string) =>
  actionEmail(language, to, "confirm", emailText(language, "confirm.intro", { username }), url);

export const passwordResetEmail = (language: Language, to: string, url: string) =>
  actionEmail(language, to, "reset", emailText(language, "reset.intro"), url);

/**
 * Someone signed up with an address that already has a confirmed account. The sign-up answer is
 * the same as for a new address (no one learns who has an account); the owner learns it here.
 */
export const signUpAttemptEmail = (language: Language, to: string, username: string, resetUrl: string) =>
  actionEmail(language, to, "signUpAttempt", emailText(language, "signUpAttempt.intro", { username }), resetUrl);
