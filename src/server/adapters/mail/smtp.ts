// Production mail: SMTP_URL, e.g. smtps://user:password@smtp.example.com:465.
import nodemailer from "nodemailer";
import type { Mailer } from "./index";

// Mail is sent while the request that caused it waits (sign-up, password reset), so a
// mail server that stops answering must fail the send in seconds, not nodemailer's minutes.
// Query parameters in SMTP_URL (e.g. ?connectionTimeout=30000) still override these.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
