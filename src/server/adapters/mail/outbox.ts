// Development mail: each message is logged and kept in memory for /dev/mail.
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
      logger.info({ mail: { to: message.to, subject: message.subject } }, `mail outbox:\n${message.text}`);
    },
    outbox: { list: () => [...messages] },
  };
}
