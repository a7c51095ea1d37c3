// A creator's page title, Open Graph tags, canonical address and schema.org data, written into the
// app's HTML when the server answers /influencer/{username}, so a shared link previews the creator
// and a search engine indexes them (neither runs JavaScript).
import { scriptSafeJson } from "../../lib/script-safe-json";
import { and, eq, isNull } from "drizzle-orm";
import { imageUrls } from "../../../domain/images";
import type { Database } from "../../db/client";
import { profiles, users } from "../../db/schema";
import { escapeHtml } from "../../lib/html";

const SITE_NAME = "FitCreators";
const DESCRIPTION_MAX_LENGTH = 200;

export interface CreatorOpenGraph {
  username: string;
  title: string;
  description: string;
  /** The bio's first words; empty when the creator wrote none. */
  bioExcerpt: string;
  /** Absolute URLs: previews are fetched from other sites. */
  url: string;
  image: string | null;
}

/** The bio's first words, cut at a word boundary. */
function excerpt(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)}…`;
}

/** The preview of a creator's page, or null when there is no such creator. */
export async function creatorOpenGraph(
  db: Database,
  publicUrl: string,
  username: string,
): Promise<CreatorOpenGraph | null> {
  const [row] = await db
    .select({ username: users.username, bio: profiles.bio, avatarKey: profiles.avatarKey, coverKey: profiles.coverKey })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.username, username.toLowerCase()), eq(users.role, "influencer"), isNull(users.suspendedAt)));
  if (!row) return null;
  const picture = imageUrls("avatar", row.avatarKey)?.md ?? imageUrls("cover", row.coverKey)?.md ?? null;
  const bioExcerpt = excerpt(row.bio);
  return {
    username: row.username,
    title: `${row.username} · ${SITE_NAME}`,
    description: bioExcerpt || `${row.username} on ${SITE_NAME}`,
    bioExcerpt,
    url: `${publicUrl}/influencer/${encodeURIComponent(row.username)}`,
    image: picture ? `${publicUrl}${picture}` : null,
  };
}

/** schema.org's ProfilePage about the creator (https://schema.org/ProfilePage, Google's profile page data). */
export function profilePageData(og: CreatorOpenGraph) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: og.url,
    name: og.title,
    mainEntity: {
      "@type": "Person",
      name: og.username,
      alternateName: og.username,
      ...(og.bioExcerpt ? { description: og.bioExcerpt } : {}),
      ...(og.image ? { image: og.image } : {}),
      url: og.url,
    },
  };
}

/** The app's HTML with the page's title, description, Open Graph tags, canonical link and JSON-LD in its head. */
export function withOpenGraph(html: string, og: CreatorOpenGraph): string {
  const meta = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const descriptionTag = /<meta name="description" content="[^"]*"\s*\/?>/;
  const hasDescription = descriptionTag.test(html);
  const tags = [
    ...(hasDescription ? [] : [meta("name", "description", og.description)]),
    meta("property", "og:type", "profile"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", og.title),
    meta("property", "og:description", og.description),
    meta("property", "og:url", og.url),
    ...(og.image ? [meta("property", "og:image", og.image)] : []),
    meta("name", "twitter:card", og.image ? "summary_large_image" : "summary"),
    `<link rel="canonical" href="${escapeHtml(og.url)}" />`,
    `<script type="application/ld+json">${scriptSafeJson(profilePageData(og))}</script>`,
  ].join("");
  // Functions as replacements, so a `$` in a creator's text is never read as a pattern.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(og.title)}</title>`)
    .replace(descriptionTag, () => meta("name", "description", og.description))
    .replace("</head>", () => `${tags}</head>`);
}

/** The HTML to answer /influencer/{username} with: the creator's tags, or the app's HTML unchanged. */
export async function creatorPageHtml(db: Database, publicUrl: string, username: string, html: string) {
  const og = await creatorOpenGraph(db, publicUrl, username);
  return og ? withOpenGraph(html, og) : html;
}
