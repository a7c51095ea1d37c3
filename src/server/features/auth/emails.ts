// The account emails: confirm your address, reset your password.
import type { MailMessage } from "../../adapters/mail";
import { escapeHtml } from "../../lib/html";


function actionEmail(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

export const confirmationEmail = (to: string, username: string, url: string) =>
  actionEmail(
    to,
    "Confirm your FitCreators account",
    `Hi ${username}, welcome to FitCreators! Confirm your email address to activate your account.`,
    "Confirm my email",
    url,
    "If you did not sign up, you can ignore this email.",
  );

export const passwordResetEmail = (to: string, url: string) =>
  actionEmail(
    to,
    "Reset your FitCreators password",
    "Someone asked to reset the password of your FitCreators account.",
    "Choose a new password",
    url,
    "The link works for one hour. If it was not you, ignore this email: your password stays the same.",
  );
