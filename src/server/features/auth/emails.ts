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

/**
 * Someone signed up with an address that already has a confirmed account. The sign-up answer is
 * the same as for a new address (no one learns who has an account); the owner learns it here.
 */
export const signUpAttemptEmail = (to: string, username: string, resetUrl: string) =>
  actionEmail(
    to,
    "Someone tried to sign up with your email",
    `Hi ${username}, someone just tried to create a new FitCreators account with this email address. Your account already uses it, so no new account was made.`,
    "Forgot your password? Choose a new one",
    resetUrl,
    "If it was you, simply log in with your account. If not, you can ignore this email: nothing changed on your account.",
  );
