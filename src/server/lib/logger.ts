import pino from "pino";

export type Logger = pino.Logger;

/**
 * JSON lines on stdout, written asynchronously: a request never waits for the terminal or the
 * log collector (pino flushes what is left when the process exits).
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
}
