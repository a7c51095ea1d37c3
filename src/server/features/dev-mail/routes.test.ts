import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createMailer } from "../../adapters/mail";
import { createFakeWebBuild } from "../../lib/fake-web-build";
import { createMemoryLogger } from "../../lib/memory-logger";

const SECRET = "production-secret-production-secret-0123";

let webBuild: Awaited<ReturnType<typeof createFakeWebBuild>>;
beforeAll(async () => {
  webBuild = await createFakeWebBuild();
});
afterAll(() => webBuild.remove());

const signUp = (t: TestApp, username: string) =>
  t.request("POST", "/api/auth/sign-up", {
    body: {
      username,
      email: `${username}@example.com`,
      password: "secret123",
      confirmPassword: "secret123",
      role: "follower",
      acceptTerms: true,
    },
  });

describe("GET /api/dev/mail in development", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: "1000", WEB_DIST_DIR: webBuild.dir } });
  });
  afterAll(() => t.close());

  it("lists the confirmation emails sent at sign-up, newest first", async () => {
    expect((await signUp(t, "first_reader")).status).toBe(201);
    expect((await signUp(t, "second_reader")).status).toBe(201);

    const response = await t.request("GET", "/api/dev/mail");

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { messages } = response.json as { messages: Record<string, string>[] };
    expect(messages.map((m) => m.to)).toEqual(["second_reader@example.com", "first_reader@example.com"]);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual(["createdAt", "html", "id", "subject", "text", "to"]);
      expect(message.subject).toBe("Confirm your FitCreators account");
      expect(message.text).toMatch(/http:\/\/localhost:3000\/auth\/callback\?token=\S+/);
      expect(message.html).toContain("/auth/callback?token=");
      expect(Number.isNaN(Date.parse(message.createdAt!))).toBe(false);
    }
    expect(messages[0]!.text).toContain("Hi second_reader");
  });

  it("serves the /dev/mail page", async () => {
    const response = await t.request("GET", "/dev/mail");
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
  });
});

describe("the outbox is hidden", () => {
  async function expectHidden(t: TestApp) {
    const api = await t.request("GET", "/api/dev/mail");
    expect(api.status).toBe(404);
    expect(api.json.error.code).toBe("not_found");
    const page = await t.request("GET", "/dev/mail");
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('<div id="root">');
    // Other pages are still served, so the 404 is the outbox's alone.
    expect((await t.request("GET", "/explore")).status).toBe(200);
  }

  it("in production, even with mail going to the outbox", async () => {
    const t = await createTestApp({
      env: {
        NODE_ENV: "production",
        BETTER_AUTH_SECRET: SECRET,
        PAYMENTS: "sandbox",
        // Production refuses to start without these; the mailer handed in still keeps an outbox.
        PUBLIC_URL: "https://fit.example.com",
        SMTP_URL: "smtp://127.0.0.1:2525",
        WEB_DIST_DIR: webBuild.dir,
      },
    });
    try {
      expect(t.outbox).toBeDefined();
      await expectHidden(t);
    } finally {
      await t.close();
    }
  });

  it("when SMTP_URL is set, even if the mailer handed in keeps an outbox", async () => {
    const t = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:2525", WEB_DIST_DIR: webBuild.dir } });
    try {
      expect(t.outbox).toBeDefined();
      await expectHidden(t);
    } finally {
      await t.close();
    }
  });

  it("when the SMTP mailer is chosen", async () => {
    const smtpUrl = "smtp://127.0.0.1:2525";
    const mailer = createMailer({ smtpUrl, from: "no-reply@example.com", logger: createMemoryLogger().logger });
    const t = await createTestApp({ env: { SMTP_URL: smtpUrl, WEB_DIST_DIR: webBuild.dir }, mailer });
    try {
      await expectHidden(t);
    } finally {
      await t.close();
    }
  });
});
