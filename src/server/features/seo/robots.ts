// robots.txt: crawlers may read the public pages; signed-in areas, the API, the sandbox's pages,
// development tools and account pages have nothing to index.
const DISALLOWED = [
  "/dashboard",
  "/api/",
  "/sandbox/",
  "/dev/",
  "/login",
  "/register",
  "/auth/",
  "/forgot-password",
  "/reset-password",
  "/unsubscribe",
];

export function robotsTxt(publicUrl: string) {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    // Pictures of public profiles (the pages' og:image and JSON-LD image); the longer rule wins.
    "Allow: /api/media/public/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
