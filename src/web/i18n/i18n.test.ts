// The locale files stay in step: same keys in every language, and every group of strings
// belongs to a part that some page loads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { localeParts } from "./parts";

const languages = ["en", "es", "fr", "pt-BR"] as const;
type Strings = { [key: string]: string | Strings };
const read = (language: string) =>
  JSON.parse(readFileSync(new URL(`./locales/${language}.json`, import.meta.url), "utf8")) as Strings;
const keysOf = (strings: Strings, prefix = ""): string[] =>
  Object.entries(strings).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );

/** Plural forms differ by language (French has "many", English does not), so compare without them. */
const baseKeys = (language: string) =>
  [...new Set(keysOf(read(language)).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort();

describe("locale files", () => {
  it.each(languages.slice(1))("%s has exactly the English keys", (language) => {
    expect(baseKeys(language)).toEqual(baseKeys("en"));
  });

  it.each(languages)("%s has every plural form its language uses", (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = new Set(keysOf(read(language)));
    const plurals = [...keys].filter((key) => key.endsWith("_other")).map((key) => key.slice(0, -"_other".length));
    const missing = plurals.flatMap((base) =>
      categories.filter((category) => !keys.has(`${base}_${category}`)).map((category) => `${base}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(languages)("%s has no empty strings", (language) => {
    const empty = keysOf(read(language)).filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Strings)[part], read(language));
      return value === "";
    });
    expect(empty).toEqual([]);
  });

  it("puts every group of strings in a part", () => {
    const inParts = new Set<string>(Object.values(localeParts).flat());
    expect(Object.keys(read("en")).filter((group) => !inParts.has(group))).toEqual([]);
  });
});
