// Vite plugin: splits each locale file into the parts listed in src/web/i18n/parts.ts, so a
// page downloads only the strings it shows. Each part becomes its own module holding a copy of
// its groups (importing them from the JSON file would put the whole file in one shared chunk).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { localeParts } from "../src/web/i18n/parts.ts";

const LOADERS_ID = "virtual:locale-loaders";
const PART_PREFIX = "virtual:locale-part/";

export function localePartsPlugin(options: { languages: readonly string[]; localesDir: string }): Plugin {
  return {
    name: "locale-parts",
    resolveId(id) {
      if (id === LOADERS_ID || id.startsWith(PART_PREFIX)) return `\0${id}`;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = options.languages.map((language) => {
          const parts = Object.keys(localeParts).map(
            (part) => `${JSON.stringify(part)}: () => import("${PART_PREFIX}${language}/${part}")`,
          );
          return `${JSON.stringify(language)}: { ${parts.join(", ")} }`;
        });
        return `export default { ${entries.join(",\n")} };`;
      }
      if (id.startsWith(`\0${PART_PREFIX}`)) {
        const [language, part] = id.slice(PART_PREFIX.length + 1).split("/") as [string, keyof typeof localeParts];
        const groups = localeParts[part];
        const file = path.join(options.localesDir, `${language}.json`);
        this.addWatchFile(file);
        const strings = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
        const partStrings = Object.fromEntries(groups.map((group) => [group, strings[group]]));
        return `export default ${JSON.stringify(partStrings)};`;
      }
    },
  };
}
