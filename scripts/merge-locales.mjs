// Deep-merges translations into the four locale files.
// Usage: node scripts/merge-locales.mjs partial.json
// where partial.json is { "en": {...}, "es": {...}, "fr": {...}, "pt-BR": {...} }.
import { readFileSync, writeFileSync } from "node:fs";

const languages = ["en", "es", "fr", "pt-BR"];
const partial = JSON.parse(readFileSync(process.argv[2], "utf8"));

const merge = (target, source) => {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === "object" ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
};

for (const language of languages) {
  if (!partial[language]) throw new Error(`${process.argv[2]} has no "${language}" section`);
  const file = new URL(`../src/web/i18n/locales/${language}.json`, import.meta.url);
  const current = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, `${JSON.stringify(merge(current, partial[language]), null, 2)}\n`);
}
console.log(`merged ${process.argv[2]} into ${languages.join(", ")}`);
