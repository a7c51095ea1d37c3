import { describe, expect, it } from "vitest";
import { loginReturningTo } from "../../lib/login-link";
import { isInAppPath } from "./navigation-state";

describe("the way back after logging in", () => {
  it("is carried in the login link's query", () => {
    expect(loginReturningTo("/subscription/maya?tier=pro")).toBe("/login?from=%2Fsubscription%2Fmaya%3Ftier%3Dpro");
  });

  it("is followed only to a path on this site, since anyone can write a login link", () => {
    expect(isInAppPath("/subscription/maya?tier=pro")).toBe(true);
    for (const elsewhere of ["//evil.example", "/\\evil.example", "https://evil.example", "evil", "", null, 7]) {
      expect(isInAppPath(elsewhere)).toBe(false);
    }
  });
});
