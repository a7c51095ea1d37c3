// better-auth's twoFactor plugin codes, as the API and the web name them (merged into the auth
// routes' map in routes.ts).
export const twoFactorAuthErrors = {
  INVALID_PASSWORD: { code: "invalid_password", status: 400 },
  INVALID_CODE: { code: "invalid_code", status: 400 },
  INVALID_BACKUP_CODE: { code: "invalid_backup_code", status: 400 },
  // Five wrong codes after one password: the challenge is spent, the password is asked again.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: "too_many_codes", status: 429 },
  // The ten minutes after the password are over (or the challenge was used).
  INVALID_TWO_FACTOR_COOKIE: { code: "two_factor_expired", status: 401 },
  TOTP_ALREADY_ENABLED: { code: "two_factor_already_enabled", status: 409 },
  TWO_FACTOR_NOT_ENABLED: { code: "two_factor_not_enabled", status: 409 },
  TOTP_NOT_ENABLED: { code: "two_factor_not_enabled", status: 409 },
  BACKUP_CODES_NOT_ENABLED: { code: "two_factor_not_enabled", status: 409 },
} as const satisfies Record<string, { code: string; status: 400 | 401 | 403 | 409 | 429 }>;
