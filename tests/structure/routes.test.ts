// `npm run routes` (scripts/routes.ts): every URL is listed with the file that handles it.
import { describe, expect, it } from "vitest";
import { apiRoutes, pageRoutes, routeListing } from "../../scripts/routes";

describe("the route listing", () => {
  it("names each API route's file", async () => {
    const routes = await apiRoutes();
    expect(routes).toContainEqual({
      method: "GET",
      path: "/api/creators/:username",
      file: "src/server/features/creators/routes.ts",
    });
    expect(routes).toContainEqual({
      method: "DELETE",
      path: "/api/creators/:username/follow",
      file: "src/server/features/billing/unfollow-routes.ts",
    });
    // Mounted by createApp only in development and with the sandbox provider.
    expect(routes).toContainEqual({
      method: "GET",
      path: "/api/dev/mail",
      file: "src/server/features/dev-mail/routes.ts",
    });
    expect(routes).toContainEqual({
      method: "GET",
      path: "/api/sandbox/clock",
      file: "src/server/features/sandbox/routes.ts",
    });
    expect(routes.filter((route) => !route.file)).toEqual([]);
  });

  it("leaves middleware out", async () => {
    const routes = await apiRoutes();
    expect(routes.filter((route) => route.method === "ALL")).toEqual([
      { method: "ALL", path: "/api/*", file: "src/server/lib/no-such-endpoint.ts" },
    ]);
  });

  it("names each web page's module", () => {
    const pages = pageRoutes();
    expect(pages).toContainEqual({ path: "/explore", file: "src/web/features/creators/explore-page.tsx" });
    expect(pages).toContainEqual({ path: "/influencer/:username", file: "src/web/pages/creator-profile-page.tsx" });
    expect(pages).toContainEqual({
      path: "/dashboard/follower/inbox",
      file: "src/web/features/messages/inbox-page.tsx",
    });
    expect(pages.filter((page) => !page.file)).toEqual([]);
  });

  it("prints aligned lines", async () => {
    const lines = (await routeListing()).split("\n");
    expect(lines).toContainEqual(
      expect.stringMatching(/^GET +\/api\/creators\/:username +src\/server\/features\/creators\/routes\.ts$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\/explore +src\/web\/features\/creators\/explore-page\.tsx$/));
  });
});
