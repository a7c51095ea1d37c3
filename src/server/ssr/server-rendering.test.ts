// The public pages as the server renders them for visitors: their content in the HTML, the data
// the browser hydrates from, the language cookie, the 404, and the client-only app for sessions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../tests/support/creator-factories";
import { createUser, signIn } from "../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { createServerRenderingBuild, TEST_INDEX_HTML, TEST_STYLESHEET } from "./test-build";

let webBuild: Awaited<ReturnType<typeof createServerRenderingBuild>>;
let t: TestApp;
beforeAll(async () => {
  webBuild = await createServerRenderingBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir } });
  await createCreator(t, {
    username: "maya_ssr",
    bio: "Powerlifter & coach. Strong in three sessions a week.",
    hasCover: true,
    createdAt: new Date(Date.now() - 86_400_000),
  });
  await createCreator(t, {
    username: "zen_ssr",
    bio: "Yoga every morning.",
    categories: ["yoga_flexibility"],
    createdAt: new Date(),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await webBuild?.remove();
});

interface State {
  language: string;
  strings: Record<string, Record<string, unknown>>;
  queries: { queryKey: unknown[]; state: { status: string; data: unknown; error: unknown } }[];
}

/** The query cache the page carries for the browser. */
function stateOf(html: string): State {
  const json = /<script type="application\/json" id="fc-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, "the page carries its state").toBeDefined();
  return JSON.parse(json!) as State;
}

/** The rendered app: what is inside <div id="root">. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

describe("server-rendered public pages", () => {
  it("renders home with the hero and the featured creators, marked public for 15 seconds", async () => {
    const response = await t.request("GET", "/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=15");
    expect(response.headers.get("content-language")).toBe("en");
    const root = rootOf(response.text);
    expect(root).toContain("Train with the creators who move you");
    expect(root).toContain("maya_ssr");
    expect(root).toContain("zen_ssr");

    const state = stateOf(response.text);
    expect(state.language).toBe("en");
    // The strings it shows travel with it, so the browser hydrates without fetching them first.
    expect(Object.keys(state.strings).sort()).toEqual(["en/core", "en/home"]);
    expect(state.strings["en/home"]).toHaveProperty("home.hero.title", "Train with the creators who move you");
    const featured = state.queries.find((query) => JSON.stringify(query.queryKey) === '["creators","featured"]');
    expect((featured?.state.data as { username: string }[]).map((creator) => creator.username)).toEqual([
      "zen_ssr",
      "maya_ssr",
    ]);
    // The visitor's session is in the cache too, so the shell renders without asking.
    expect(
      state.queries.find((query) => JSON.stringify(query.queryKey) === '["auth","session"]')?.state.data,
    ).toBeNull();
  });

  it("lists the app's entry, the page's chunk and the chunks it imports for /boot.js to fetch, and puts the stylesheet inline", async () => {
    const html = (await t.request("GET", "/")).text;
    // Fetched once the page is on screen, not before (src/web/public/boot.js): the entry first.
    const modules = JSON.parse(
      /<script type="application\/json" id="fc-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? "null",
    ) as string[];
    expect(modules[0]).toBe("/assets/index-abc123.js");
    expect(modules).toEqual(
      expect.arrayContaining(["/assets/shell-abc123.js", "/assets/home-page-abc123.js", "/assets/card-abc123.js"]),
    );
    // Each once; the strings are in the page.
    expect(new Set(modules).size).toBe(modules.length);
    expect(modules).not.toContain("/assets/core-abc123.js");
    expect(html).not.toContain("/assets/core-abc123.js");
    expect(html).toContain(`<style>${TEST_STYLESHEET}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("fetches none of the app's scripts before the page is on screen", async () => {
    const html = (await t.request("GET", "/")).text;
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<script defer fetchpriority="low" src="/boot.js"></script>');
  });

  it("renders explore with the creators the query string asks for", async () => {
    const response = await t.request("GET", "/explore?category=yoga_flexibility");
    expect(response.status).toBe(200);
    const root = rootOf(response.text);
    expect(root).toContain("Explore creators");
    expect(root).toContain("zen_ssr");
    expect(root).not.toContain("maya_ssr");
    const explore = stateOf(response.text).queries.find((query) => query.queryKey[1] === "explore");
    expect(explore?.queryKey).toEqual(["creators", "explore", null, { search: "", category: "yoga_flexibility" }]);
  });

  it("renders a creator's profile with their bio, title, Open Graph tags and the cover preloaded", async () => {
    const response = await t.request("GET", "/influencer/maya_ssr");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=15");
    const html = response.text;
    expect(rootOf(html)).toContain("Powerlifter &amp; coach. Strong in three sessions a week.");
    expect(rootOf(html)).toContain("Membership tiers");
    expect(html).toContain("<title>maya_ssr · FitCreators</title>");
    expect(html).toContain('<meta property="og:title" content="maya_ssr · FitCreators" />');
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/api\/media\/public\/covers\/[^"]+" imagesrcset="[^"]+" imagesizes="100vw" fetchpriority="high">/,
    );
    const profile = stateOf(html).queries.find((query) => query.queryKey[1] === "profile");
    expect(profile?.queryKey).toEqual(["creators", "profile", "maya_ssr", null]);
    expect((profile?.state.data as { username: string }).username).toBe("maya_ssr");
  });

  it("renders a creator's plans page", async () => {
    const response = await t.request("GET", "/subscription/maya_ssr?tier=pro");
    expect(response.status).toBe(200);
    expect(rootOf(response.text)).toContain("Choose your plan with maya_ssr");
  });

  it("answers an unknown creator with Profile Not Found and status 404", async () => {
    const response = await t.request("GET", "/influencer/nobody_here");
    expect(response.status).toBe(404);
    expect(rootOf(response.text)).toContain("Profile Not Found");
    const profile = stateOf(response.text).queries.find((query) => query.queryKey[1] === "profile");
    expect(profile?.state).toMatchObject({ status: "error", error: { status: 404, code: "creator_not_found" } });
    expect((await t.request("GET", "/subscription/nobody_here")).status).toBe(404);
  });

  it("renders in the language of the fc_lang cookie, and in English for anything else", async () => {
    const french = await t.request("GET", "/explore", { cookie: "fc_lang=fr" });
    expect(french.status).toBe(200);
    expect(french.headers.get("content-language")).toBe("fr");
    expect(french.text).toContain('<html lang="fr"');
    expect(rootOf(french.text)).toContain("Explorer les créateurs");
    expect(stateOf(french.text).language).toBe("fr");
    expect(Object.keys(stateOf(french.text).strings).sort()).toEqual([
      "en/core",
      "en/explore",
      "fr/core",
      "fr/explore",
    ]);

    const unknown = await t.request("GET", "/explore", { cookie: "fc_lang=xx" });
    expect(unknown.text).toContain('<html lang="en"');
    expect(rootOf(unknown.text)).toContain("Explore creators");
  });

  it("keeps what a creator wrote from closing the state's script", async () => {
    await createCreator(t, {
      username: "sneaky_ssr",
      bio: "Hi </script><script>alert(1)</script>",
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const html = (await t.request("GET", "/influencer/sneaky_ssr")).text;
    expect(html).not.toContain("<script>alert(1)");
    expect(
      (stateOf(html).queries.find((query) => query.queryKey[1] === "profile")?.state.data as { bio: string }).bio,
    ).toBe("Hi </script><script>alert(1)</script>");
  });

  it("gives a signed-in user the client-only app, never marked public", async () => {
    const user = await createUser(t);
    const cookie = await signIn(t, user);
    for (const url of ["/", "/explore", "/subscription/maya_ssr"]) {
      const response = await t.request("GET", url, { cookie: `${cookie}; fc_lang=fr` });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toBe("no-cache");
      expect(response.text, url).toBe(TEST_INDEX_HTML);
    }
    const profile = await t.request("GET", "/influencer/maya_ssr", { cookie });
    expect(profile.text).toContain('<div id="root"></div>');
    expect(profile.text).toContain('<meta property="og:title" content="maya_ssr · FitCreators" />');
    expect(profile.text).not.toContain("fc-state");
  });

  it("counts better-auth's secure cookie name as a session too", async () => {
    const response = await t.request("GET", "/", { cookie: "__Secure-better-auth.session_token=whatever" });
    expect(response.text).toBe(TEST_INDEX_HTML);
  });

  it("keeps the renderer and the manifest from browsers", async () => {
    for (const url of ["/server/entry-server.js", "/.vite/manifest.json"]) {
      const response = await t.request("GET", url);
      expect(response.text, url).toBe(TEST_INDEX_HTML);
    }
  });
});

describe("server-rendered pages in the shared cache", () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir, PUBLIC_CACHE_MB: "8" } });
  });
  afterAll(() => cached?.close());

  it("keeps a page under the language it was rendered in: an fc_lang the renderer does not take is English", async () => {
    // The renderer shows English for "es0"; the cache must not keep that page for Spanish visitors.
    const almostSpanish = await cached.request("GET", "/explore", { cookie: "fc_lang=es0" });
    expect(almostSpanish.headers.get("content-language")).toBe("en");
    const spanish = await cached.request("GET", "/explore", { cookie: "fc_lang=es" });
    expect(spanish.headers.get("content-language")).toBe("es");
    expect(spanish.text).toContain('<html lang="es"');
    // And the English page it did keep is the one plain English visitors get.
    const english = await cached.request("GET", "/explore");
    expect(english.headers.get("age")).not.toBeNull();
    expect(english.headers.get("content-language")).toBe("en");
  });
});
