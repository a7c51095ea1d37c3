import pino from "pino";

export type Logger = pino.Logger;

/**
 * Fields that must never reach a log, wherever a caller puts them: logs are kept and shipped
 * further than the data they describe, and these open accounts (reset and confirmation tokens,
 * passwords, session cookies) or hold a mail's body with such a link.
 */
export const REDACTED_PATHS = [
  "token",
  "*.token",
  "password",
  "*.password",
  "cookie",
  "*.cookie",
  "*.headers.cookie",
  "*.headers.authorization",
  "mail.text",
  "mail.html",
];

/**
 * JSON lines on stdout, written asynchronously: a request never waits for the terminal or the
 * log collector (pino flushes what is left when the process exits).
 */
export function createLogger(
  level: string,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: false }),
): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}
