// The schemas of the two-factor forms (settings and the sign-in code step), used by the forms and
// the routes. Messages are i18n keys so the web shows them in the user's language.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./accounts";

/** Digits an authenticator app shows (server: features/auth/two-factor-options.ts). */
export const AUTHENTICATOR_CODE_DIGITS = 6;

/** Apps show the code as "123 456": spaces people copy or type along are dropped. */
const authenticatorCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "twoFactor.errors.codeRequired")
      .regex(/^\d{6}$/, "twoFactor.errors.codeFormat"),
  );

/** Backup codes look like "a1B2c-3D4e5"; their case matters, surrounding spaces do not. */
const backupCode = z
  .string()
  .trim()
  .min(1, "twoFactor.errors.codeRequired")
  .max(32, "twoFactor.errors.backupCodeFormat");

/** Turning two-factor on or off and new backup codes ask for the account's password. */
export const twoFactorPasswordSchema = z.object({
  password: z.string().min(1, "validation.passwordRequired").max(PASSWORD_MAX_LENGTH, "validation.passwordTooLong"),
});
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

/** The first code from the app, which proves it was set up before two-factor turns on. */
export const twoFactorConfirmSchema = z.object({ code: authenticatorCode });

/** The sign-in code step: a code from the app, or a backup code instead. */
export const twoFactorSignInSchema = z.object({
  code: authenticatorCode,
  trustDevice: z.boolean().default(false),
});
export const backupCodeSignInSchema = z.object({
  code: backupCode,
  trustDevice: z.boolean().default(false),
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/** What sign-in answers for an account with two-factor on: no session yet, the code comes next. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

/** Starting set-up: what the authenticator app needs, and the backup codes to keep. */
export interface TwoFactorSetup {
  /** otpauth:// URI, drawn as the QR code. */
  totpUri: string;
  /** The same secret as text (base32), for typing into an app instead of scanning. */
  secret: string;
  backupCodes: string[];
}
