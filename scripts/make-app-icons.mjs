// Draws the installable app's icons (src/web/public/icons, named in manifest.webmanifest and
// index.html) from the favicon's barbell. Run once by hand when the logo changes, and commit the
// PNGs: `node scripts/make-app-icons.mjs`. Nothing runs it at install or build time.
import { Buffer } from "node:buffer";
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const outDir = path.resolve(import.meta.dirname, "../src/web/public/icons");
const BRAND = "#f97316";
/** The favicon's barbell (src/web/public/favicon.svg), drawn on a 32-unit square. */
const BARBELL = `<path d="M9 16h14M7 12v8M25 12v8M11 10v12M21 10v12" stroke="#fff" stroke-width="2.5" stroke-linecap="round" fill="none"/>`;

const svg = (body, background) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${background}${body}</svg>`;
/** Scales a 32-unit drawing about the centre, to keep it inside a platform's mask. */
const scaled = (body, scale) => `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${body}</g>`;
/** A 24-unit line glyph, centred on the 32-unit square and small enough for a circular mask. */
const glyph = (d) =>
  `<g transform="translate(16 16) scale(0.7) translate(-12 -12)"><path d="${d}" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/></g>`;

const rounded = `<rect width="32" height="32" rx="8" fill="${BRAND}"/>`;
const fullBleed = `<rect width="32" height="32" fill="${BRAND}"/>`;

const icons = {
  // `purpose: any`: the favicon itself, corners rounded.
  "icon-192.png": [192, svg(BARBELL, rounded)],
  "icon-512.png": [512, svg(BARBELL, rounded)],
  // `purpose: maskable`: the platform cuts any shape from the square, keeping at least the circle
  // of 40% radius about the centre; at 0.7 the barbell's farthest point is at 28%.
  "maskable-192.png": [192, svg(scaled(BARBELL, 0.7), fullBleed)],
  "maskable-512.png": [512, svg(scaled(BARBELL, 0.7), fullBleed)],
  // iOS rounds the corners itself and paints transparency black: a full square.
  "apple-touch-icon.png": [180, svg(scaled(BARBELL, 0.8), fullBleed)],
  // The shortcuts' icons (Android masks them as circles): a calendar, a clipboard, an envelope.
  "shortcut-today.png": [
    96,
    svg(
      glyph("M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4M8 15h3"),
      fullBleed,
    ),
  ],
  "shortcut-plan.png": [
    96,
    svg(
      glyph("M9 4H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2M9 3h6v3H9zM9 11h6M9 15h6"),
      fullBleed,
    ),
  ],
  "shortcut-inbox.png": [
    96,
    svg(glyph("M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6"), fullBleed),
  ],
};

mkdirSync(outDir, { recursive: true });
for (const [name, [size, source]] of Object.entries(icons)) {
  await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, name));
}
console.log(`wrote ${Object.keys(icons).length} icons to ${path.relative(process.cwd(), outDir)}`);
