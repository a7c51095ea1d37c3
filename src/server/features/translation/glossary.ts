// The fitness glossary: words a machine translation would get wrong. Exercise names, training
// formats and measured amounts ("100 kg", "5 km") pass through untouched, so the reader's units
// can still be found in the translation; "reps" and "sets" are mapped to the words athletes use.
import type { Language } from "../../../domain/languages";

/** Kept as written: a Spanish reader at the gym also says "deadlift", "AMRAP" and "kg". */
const keptTerms = [
  "deadlifts?",
  "squats?",
  "burpees?",
  "RDLs?",
  "AMRAPs?",
  "EMOMs?",
  "HIIT",
  "Tabata",
  "WODs?",
  "kettlebells?",
  "CrossFit",
  "Pilates",
  "cardio",
];

/** A number with its unit ("100 kg", "3.1 mi", "225lbs", "5k"): one piece the client converts. */
const measuredAmount = String.raw`\d+(?:[.,]\d+)?\s?(?:kg|kgs|lbs?|km|mi|miles?|k)\b`;
const bareUnit = String.raw`kg|lbs?|km|mi`;

const mappedTerms: Record<"reps" | "sets", Record<Language, string>> = {
  reps: { en: "reps", es: "repeticiones", fr: "répétitions", "pt-BR": "repetições" },
  sets: { en: "sets", es: "series", fr: "séries", "pt-BR": "séries" },
};

const protectedPattern = new RegExp(
  String.raw`${measuredAmount}|\b(?:${keptTerms.join("|")}|${bareUnit}|reps|sets)\b`,
  "gi",
);

// Placeholders the providers leave alone: a bracketed number reads as an opaque token to them.
const token = (index: number) => `⟦${index}⟧`;
const tokenPattern = /⟦\s*(\d+)\s*⟧/g;

/** The text with every glossary term replaced by a placeholder, and what each placeholder stands for. */
export function protectTerms(text: string, target: Language): { text: string; terms: string[] } {
  const terms: string[] = [];
  const replaced = text.replace(protectedPattern, (match) => {
    const lower = match.toLowerCase();
    const mapped = lower === "reps" || lower === "sets" ? mappedTerms[lower][target] : match;
    terms.push(mapped);
    return token(terms.length - 1);
  });
  return { text: replaced, terms };
}

/** Puts the terms back where the provider left their placeholders. */
export function restoreTerms(translated: string, terms: string[]): string {
  return translated.replace(tokenPattern, (match, index: string) => terms[Number(index)] ?? match);
}
