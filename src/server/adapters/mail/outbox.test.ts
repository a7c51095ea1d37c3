import { describe, expect, it } from "vitest";
import { createMemoryLogger, LOG_LEVELS } from "../../lib/memory-logger";
import { createMailer } from "./index";
import { createOutbox } from "./outbox";

const message = (n: number) => ({
  to: `user${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Text ${n}: http://localhost:3000/auth/callback?token=t${n}`,
  html: `<p>Html ${n}</p>`,
});

describe("development outbox", () => {
  it("keeps sent messages newest first, with an id and the time they were sent", async () => {
    const { logger } = createMemoryLogger();
    const mailer = createOutbox(logger);
    const before = Date.now();

    await mailer.send(message(1));
    await mailer.send(message(2));

    const listed = mailer.outbox.list();
    expect(listed.map((m) => m.subject)).toEqual(["Subject 2", "Subject 1"]);
    expect(listed[0]).toMatchObject(message(2));
    expect(listed[0]!.id).not.toBe(listed[1]!.id);
    expect(Date.parse(listed[1]!.createdAt)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(listed[0]!.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it("logs each message's recipient and subject, never its body or the token in it", async () => {
    const { logger, records } = createMemoryLogger();
    const mailer = createOutbox(logger);

    await mailer.send(message(7));

    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      level: LOG_LEVELS.info,
      mail: { to: "user7@example.com", subject: "Subject 7" },
    });
    expect(records[0]!.msg).toContain("/dev/mail");
    const logged = JSON.stringify(records);
    expect(logged).not.toContain("token=t7");
    expect(logged).not.toContain("Text 7");
    expect(logged).not.toContain("Html 7");
  });

  it("keeps only the latest 200 messages", async () => {
    const mailer = createOutbox(createMemoryLogger().logger);
    for (let n = 1; n <= 205; n++) await mailer.send(message(n));

    const listed = mailer.outbox.list();
    expect(listed).toHaveLength(200);
    expect(listed[0]!.subject).toBe("Subject 205");
    expect(listed.at(-1)!.subject).toBe("Subject 6");
  });

  it("hands out a copy, so a reader cannot change what is kept", async () => {
    const mailer = createOutbox(createMemoryLogger().logger);
    await mailer.send(message(1));
    mailer.outbox.list().pop();
    expect(mailer.outbox.list()).toHaveLength(1);
  });
});

describe("createMailer", () => {
  it("uses the outbox when no SMTP_URL is set", () => {
    const mailer = createMailer({ from: "no-reply@example.com", logger: createMemoryLogger().logger });
    expect(mailer.outbox).toBeDefined();
  });

  it("uses SMTP, with no outbox, when SMTP_URL is set", () => {
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:2525",
      from: "no-reply@example.com",
      logger: createMemoryLogger().logger,
    });
    expect(mailer.outbox).toBeUndefined();
  });
});
