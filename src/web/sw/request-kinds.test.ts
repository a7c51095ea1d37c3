import { describe, expect, it } from "vitest";
import { requestKind } from "./request-kinds";

const ORIGIN = "https://app.test";
const kind = (url: string, options: { method?: string; mode?: RequestMode } = {}) =>
  requestKind({ method: options.method ?? "GET", mode: options.mode ?? "cors", url: `${ORIGIN}${url}` }, ORIGIN);

describe("what the service worker does with a request", () => {
  it("answers pages with the network, else the shell", () => {
    expect(kind("/dashboard/follower/plan", { mode: "navigate" })).toBe("navigation");
    expect(kind("/influencer/maya_strong", { mode: "navigate" })).toBe("navigation");
  });

  it("keeps the build's hashed files, not their source maps", () => {
    expect(kind("/assets/shell-abc123.js")).toBe("asset");
    expect(kind("/assets/shell-abc123.js.map")).toBe("network");
  });

  it("answers the manifest and icons from the network, else the release's copy", () => {
    expect(kind("/manifest.webmanifest")).toBe("app-file");
    expect(kind("/icons/icon-192.png")).toBe("app-file");
    expect(kind("/icons/../sw.js")).toBe("network");
  });

  it("caches the signed-in member's own reads and the routines they were shown", () => {
    expect(kind("/api/auth/session")).toBe("personal");
    expect(kind("/api/me/plan")).toBe("personal");
    expect(kind("/api/me/routine-logs/maya_strong/2026-11-28")).toBe("personal");
    expect(kind("/api/creators/maya_strong")).toBe("personal");
    expect(kind("/api/creators/maya_strong/routines?today=2026-11-28")).toBe("personal");
  });

  it("never caches media, event streams, writes, other sites or what is not listed", () => {
    expect(kind("/api/posts/p1/media")).toBe("network");
    expect(kind("/api/videos/v1/720p/segment-3.m4s")).toBe("network");
    expect(kind("/api/events")).toBe("network");
    expect(kind("/api/me/push/notifications/n1")).toBe("network");
    expect(kind("/api/me/plan/a/days/0/exercises/0/sets/1", { method: "PUT" })).toBe("network");
    expect(kind("/api/creators")).toBe("network");
    expect(kind("/api/creators/featured")).toBe("network");
    expect(kind("/api/explore")).toBe("network");
    expect(requestKind({ method: "GET", mode: "cors", url: "https://cdn.other.test/a.js" }, ORIGIN)).toBe("network");
  });
});
