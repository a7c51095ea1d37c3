import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

describe("the server's logger", () => {
  it("never writes tokens, passwords, cookies or a mail's body, wherever a caller puts them", () => {
    const lines: string[] = [];
    const logger = createLogger("info", { write: (line: string) => lines.push(line) });

    logger.info({ token: "reset-token-1", password: "hunter22" }, "top level");
    logger.info({ verification: { token: "confirm-token-2" }, user: { password: "hunter33" } }, "nested");
    logger.info({ req: { headers: { cookie: "session=abc123", authorization: "Bearer xyz789" } } }, "headers");
    logger.info(
      {
        mail: {
          to: "a@example.com",
          subject: "Reset",
          text: "open /reset-password?token=t4",
          html: "<a href='?token=t5'>",
        },
      },
      "mail",
    );

    const logged = lines.join("");
    for (const secret of [
      "reset-token-1",
      "hunter22",
      "confirm-token-2",
      "hunter33",
      "abc123",
      "xyz789",
      "token=t4",
      "token=t5",
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain("a@example.com");
    expect(logged).toContain('"subject":"Reset"');
  });
});
