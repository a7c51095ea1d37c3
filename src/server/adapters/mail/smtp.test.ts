// The SMTP mailer against a real SMTP server listening on this machine.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSmtpMailer } from "./smtp";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
let received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
});

/** The headers of a raw message, unfolded, by lower-case name. */
function headersOf(raw: string): Record<string, string | undefined> {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return Object.fromEntries(
    head.split("\r\n").map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

/** The decoded text of each part of a multipart message, by content type. */
function partsOf(raw: string, boundary: string) {
  const parts: Record<string, string> = {};
  for (const section of raw.split(`--${boundary}`).slice(1, -1)) {
    const split = section.indexOf("\r\n\r\n");
    const headers = headersOf(section.slice(2, split + 4));
    const body = section.slice(split + 4).replace(/\r\n$/, "");
    const type = (headers["content-type"] ?? "").split(";")[0]!;
    parts[type] =
      headers["content-transfer-encoding"] === "quoted-printable"
        ? body
            .replace(/=\r\n/g, "")
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : body;
  }
  return parts;
}

describe("SMTP mailer", () => {
  it("delivers the message with its recipient, subject, text and HTML bodies", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "FitCreators <no-reply@fitcreators.local>");

    await mailer.send({
      to: "ana@example.com",
      subject: "Confirm your FitCreators account",
      text: "Hi ana, confirm your address: http://localhost:3000/auth/callback?token=abc",
      html: '<p>Hi ana, <a href="http://localhost:3000/auth/callback?token=abc">confirm</a></p>',
    });

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.from).toBe("no-reply@fitcreators.local");
    expect(message.to).toEqual(["ana@example.com"]);
    const headers = headersOf(message.raw);
    expect(headers.to).toBe("ana@example.com");
    expect(headers.from).toBe("FitCreators <no-reply@fitcreators.local>");
    expect(headers.subject).toBe("Confirm your FitCreators account");
    const boundary = /multipart\/alternative;\s*boundary="?([^";]+)"?/.exec(headers["content-type"] ?? "")?.[1];
    expect(boundary).toBeTruthy();
    const parts = partsOf(message.raw, boundary!);
    expect(parts["text/plain"]).toBe("Hi ana, confirm your address: http://localhost:3000/auth/callback?token=abc");
    expect(parts["text/html"]).toBe(
      '<p>Hi ana, <a href="http://localhost:3000/auth/callback?token=abc">confirm</a></p>',
    );
  });

  it("fails the send when the server cannot be reached, so the caller can answer with an error", async () => {
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const unusedPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const mailer = createSmtpMailer(`smtp://127.0.0.1:${unusedPort}`, "no-reply@fitcreators.local");
    await expect(
      mailer.send({ to: "ana@example.com", subject: "Hello", text: "Hello", html: "<p>Hello</p>" }),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});
