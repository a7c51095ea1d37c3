// Every language has every email line, with the same {placeholders} as the English one, and
// emailText fills them in once (a value that looks like a placeholder is left as typed).
import { describe, expect, it } from "vitest";
import { languages } from "../../../domain/languages";
import { en, type EmailKey } from "./locales/en";
import { emailDay, emailMoney } from "./format";
import { emailCatalogs, emailText, recipientLanguage } from "./text";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const keys = Object.keys(en) as EmailKey[];

describe.each(languages.filter((language) => language !== "en"))("the %s emails", (language) => {
  const catalog = emailCatalogs[language];

  it("have exactly the English keys, none empty", () => {
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(catalog[key].trim(), key).not.toBe("");
  });

  it("use the same placeholders as English in every line", () => {
    for (const key of keys) expect(placeholders(catalog[key]), key).toEqual(placeholders(en[key]));
  });

  it("are translated, not English copies (apart from lines that are only names and values)", () => {
    const same = keys.filter(
      (key) => catalog[key] === en[key] && /[a-z]{3}/i.test(catalog[key].replace(/\{\w+\}/g, "")),
    );
    expect(same).toEqual([]);
  });
});

describe("emailText", () => {
  it("fills placeholders once, leaving braces inside a value as they were typed", () => {
    expect(emailText("en", "report.postLabel", { title: "{username} rocks", username: "maya" })).toBe(
      '"{username} rocks" by @maya',
    );
    expect(emailText("fr", "receipt.invoice", { invoice: "INV-1" })).toBe("Facture INV-1.");
  });

  it("writes to an account with no valid language in English", () => {
    expect(recipientLanguage("pt-BR")).toBe("pt-BR");
    expect(recipientLanguage("pt")).toBe("en");
    expect(recipientLanguage(undefined)).toBe("en");
  });
});

describe("dates and money", () => {
  it.each([
    ["en", "November 24, 2026", "$12.99"],
    ["es", "24 de noviembre de 2026", "12,99 US$"],
    ["fr", "24 novembre 2026", "12,99 $US"],
    ["pt-BR", "24 de novembro de 2026", "US$ 12,99"],
  ] as const)("are written the %s way", (language, day, money) => {
    expect(emailDay(language, "2026-11-24T23:30:00Z")).toBe(day);
    // Intl puts no-break spaces between amount and currency.
    expect(emailMoney(language, 1299).replace(/\s/g, " ")).toBe(money);
  });
});
