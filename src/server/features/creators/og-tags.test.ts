// The HTML the server answers /influencer/{username} with: the creator's title, Open Graph tags,
// canonical link and schema.org JSON-LD.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCreator } from "../../../../tests/support/creator-factories";
import { createUser } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { createFakeWebBuild, FAKE_INDEX_HTML } from "../../lib/fake-web-build";
import { scriptSafeJson } from "../../lib/script-safe-json";

let webBuild: Awaited<ReturnType<typeof createFakeWebBuild>>;
let t: TestApp;
beforeAll(async () => {
  webBuild = await createFakeWebBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: webBuild.dir, PUBLIC_URL: "https://fit.example.com" } });
});
afterAll(async () => {
  await t.close();
  await webBuild.remove();
});

/** The content of one <meta property|name="key">, decoded the way a crawler reads it. */
function metaContent(html: string, key: string) {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
const titleOf = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
/** Every JSON-LD block of the page, parsed as a search engine does: the text up to the first `</script>`. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, any>,
  );

describe("GET /influencer/:username (the page)", () => {
  it("names the creator in the title and the Open Graph tags", async () => {
    await createCreator(t, { username: "maya_og", bio: "Powerlifter and strength coach." });
    const response = await t.request("GET", "/influencer/maya_og");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const html = response.text;
    expect(titleOf(html)).toBe("maya_og · FitCreators");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaContent(html, "og:title")).toBe("maya_og · FitCreators");
    expect(metaContent(html, "og:description")).toBe("Powerlifter and strength coach.");
    expect(metaContent(html, "og:url")).toBe("https://fit.example.com/influencer/maya_og");
    expect(metaContent(html, "og:image")).toMatch(
      /^https:\/\/fit\.example\.com\/api\/media\/public\/avatars\/.+-256\.webp$/,
    );
    // The app still boots from the same HTML.
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it("uses the cover when there is no profile picture, and no image when there is neither", async () => {
    await createCreator(t, { username: "cover_only", hasAvatar: false, hasCover: true });
    expect(metaContent((await t.request("GET", "/influencer/cover_only")).text, "og:image")).toMatch(
      /^https:\/\/fit\.example\.com\/api\/media\/public\/covers\/.+-1280\.webp$/,
    );
    await createCreator(t, { username: "no_pictures", hasAvatar: false });
    const html = (await t.request("GET", "/influencer/no_pictures")).text;
    expect(metaContent(html, "og:image")).toBeUndefined();
    expect(titleOf(html)).toBe("no_pictures · FitCreators");
  });

  it("escapes what the creator wrote, so it cannot break out of the tags", async () => {
    const bio = `Coach "Big" <script>alert('x')</script> & $1 $& friends`;
    await createCreator(t, { username: "tricky_bio", bio });
    const html = (await t.request("GET", "/influencer/tricky_bio")).text;
    expect(html).not.toContain("<script>alert");
    expect(metaContent(html, "og:description")).toBe(bio);
    expect(metaContent(html, "description")).toBe(bio);
  });

  it("shortens a long bio at a word boundary", async () => {
    await createCreator(t, { username: "long_bio", bio: `${"Strength and mobility for everyone. ".repeat(20)}` });
    const description = metaContent((await t.request("GET", "/influencer/long_bio")).text, "og:description")!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(/^Strength and mobility for everyone\. .*\w…$/);
  });

  it("finds the creator whatever the case in the URL, and links the canonical address", async () => {
    const html = (await t.request("GET", "/influencer/MAYA_OG")).text;
    expect(titleOf(html)).toBe("maya_og · FitCreators");
    expect(metaContent(html, "og:url")).toBe("https://fit.example.com/influencer/maya_og");
  });

  it("links the canonical address and describes the creator as a schema.org ProfilePage", async () => {
    const html = (await t.request("GET", "/influencer/maya_og")).text;
    expect(canonicalOf(html)).toBe("https://fit.example.com/influencer/maya_og");
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    const blocks = jsonLdOf(html);
    expect(blocks).toHaveLength(1);
    const [data] = blocks;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://fit.example.com/influencer/maya_og",
      mainEntity: {
        "@type": "Person",
        name: "maya_og",
        alternateName: "maya_og",
        description: "Powerlifter and strength coach.",
        url: "https://fit.example.com/influencer/maya_og",
      },
    });
    expect(data!.mainEntity.image).toMatch(/^https:\/\/fit\.example\.com\/api\/media\/public\/avatars\/.+-256\.webp$/);
    // JSON-LD sits in the head, where the app's own script tag is left as it was.
    expect(html.indexOf("application/ld+json")).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps a bio that closes a script element inside the JSON-LD, and leaves out what is missing", async () => {
    const bio = `Coach </script><script>alert(1)</script> <!-- & \u2028 "quotes"`;
    await createCreator(t, { username: "script_bio", bio, hasAvatar: false });
    const html = (await t.request("GET", "/influencer/script_bio")).text;
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<!--");
    const [data] = jsonLdOf(html);
    expect(data!.mainEntity.description).toBe(bio.replace(/\s+/g, " "));
    expect(data!.mainEntity).not.toHaveProperty("image");

    await createCreator(t, { username: "silent_sam", bio: "", hasAvatar: false });
    const [silent] = jsonLdOf((await t.request("GET", "/influencer/silent_sam")).text);
    expect(silent!.mainEntity).toEqual({
      "@type": "Person",
      name: "silent_sam",
      alternateName: "silent_sam",
      url: "https://fit.example.com/influencer/silent_sam",
    });
  });

  it("answers the plain app for someone who is not a creator", async () => {
    await createUser(t, { role: "follower", username: "just_follows" });
    for (const url of ["/influencer/nobody_here", "/influencer/just_follows"]) {
      const response = await t.request("GET", url);
      expect(response.status, url).toBe(200);
      expect(response.text, url).toBe(FAKE_INDEX_HTML);
    }
  });
});

describe("scriptSafeJson", () => {
  it("writes no character that ends a script element or a line in old parsers, and means the same JSON", () => {
    const value = { text: "</script><!-- a & b \u2028 \u2029 >" };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
