// Two-factor sign-in with an authenticator app (better-auth's twoFactor plugin): how codes are made
// and how hard guessing them is made.
import type { TwoFactorOptions } from "better-auth/plugins";

/** Days a device the user chose to trust skips the code (the sign-in form says 30). */
export const TRUST_DEVICE_DAYS = 30;

export const twoFactorOptions = {
  // The name authenticator apps show beside the account's email.
  issuer: "FitCreators",
  // Authenticator codes only: no codes by email, so a stolen inbox is not a second factor.
  totpOptions: { digits: 6, period: 30 },
  backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
  // Ten minutes to type the code after the password; after that the password is asked again.
  twoFactorCookieMaxAge: 10 * 60,
  trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
  // Across challenges and addresses: 10 wrong codes in a row lock the account's codes for 15 minutes.
  // Each challenge also allows only 5 wrong codes before the password is asked again (the plugin's own).
  accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
} satisfies TwoFactorOptions;

/**
 * Requests to each /two-factor/* endpoint per client address per minute: half the sign-in
 * allowance (5 at the default of 10), so guessing codes is slower than guessing passwords.
 */
export const twoFactorRateLimit = (rateLimitPerMinute: number) => ({
  window: 60,
  max: Math.max(1, Math.ceil(rateLimitPerMinute / 2)),
});
