// A logger that keeps its records in memory, so tests can check what the server logged.
import pino from "pino";
import type { Logger } from "./logger";

export interface LogRecord {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export const LOG_LEVELS = { info: 30, warn: 40, error: 50 } as const;

export function createMemoryLogger(): { logger: Logger; records: LogRecord[] } {
  const records: LogRecord[] = [];
  const logger = pino(
    { level: "info", base: undefined },
    { write: (line: string) => records.push(JSON.parse(line) as LogRecord) },
  );
  return { logger, records };
}
