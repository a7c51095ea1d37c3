// Development mail: kept in memory for /dev/mail; the log says only that one arrived, because
// bodies carry confirmation and password-reset links and logs travel further than the outbox.
import { randomUUID } from "node:crypto";
import type { Logger } from "../../lib/logger";
import type { MailMessage, Mailer } from "./index";

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: string;
}

export interface Outbox {
  /** Newest first. */
  list(): OutboxMessage[];
}

const KEPT_MESSAGES = 200;

export function createOutbox(logger: Logger): Mailer & { outbox: Outbox } {
  const messages: OutboxMessage[] = [];
  return {
    async send(message) {
      const stored = { ...message, id: randomUUID(), createdAt: new Date().toISOString() };
      messages.unshift(stored);
      messages.length = Math.min(messages.length, KEPT_MESSAGES);
      logger.info(
        { mail: { to: message.to, subject: message.subject } },
        "mail kept in the outbox (read it at /dev/mail)",
      );
    },
    outbox: { list: () => [...messages] },
  };
}
