// Outgoing email: the interface features use, and the choice of implementation.
import type { Logger } from "../../lib/logger";
import { createOutbox, type Outbox } from "./outbox";
import { createSmtpMailer } from "./smtp";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on emails a user may turn off. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Present only on the development outbox, which keeps sent messages readable. */
  outbox?: Outbox;
}

export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from);
  return createOutbox(options.logger);
}

export type { Outbox, OutboxMessage } from "./outbox";
