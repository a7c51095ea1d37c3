// Demo accounts share a password printed in the README, so they never reach a production database.
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../../tests/support/test-app";
import { users } from "../schema";
import { seedDemoData } from "./demo";

const PRODUCTION = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "production-secret-production-secret-0123",
  PAYMENTS: "sandbox",
  PUBLIC_URL: "https://fit.example.com",
  SMTP_URL: "smtp://127.0.0.1:2525",
};

describe("demo data in production", () => {
  it("is refused, and the empty database stays empty", async () => {
    const t = await createTestApp({ env: PRODUCTION });
    try {
      expect(t.deps.config.seedDemo).toBe(false);
      await expect(seedDemoData(t.deps)).rejects.toThrow("Demo data is never seeded in production.");
      const [row] = await t.deps.db.select({ users: count() }).from(users);
      expect(row!.users).toBe(0);
      expect((await t.request("GET", "/api/demo/accounts")).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
