// Weights and distances in creators' text, shown in the reader's units (kg/lb, km/mi) with the
// original kept beside each converted amount. Used by the translated view of content.
import type { Language } from "./languages";

export const measurementSystems = ["metric", "imperial"] as const;
export type MeasurementSystem = (typeof measurementSystems)[number];

/** Readers of English (the platform's US audience) get pounds and miles; the others metric. */
export const defaultMeasurementSystem = (language: Language): MeasurementSystem =>
  language === "en" ? "imperial" : "metric";

type Unit = "kg" | "lb" | "km" | "mi";

const unitWords: [RegExp, Unit][] = [
  [/^(?:kg|kgs|kilos?|kilograms?|kilogrammes?)$/i, "kg"],
  [/^(?:lb|lbs|pounds?)$/i, "lb"],
  [/^(?:km|kms|kilometers?|kilometres?)$/i, "km"],
  [/^(?:mi|miles?)$/i, "mi"],
];

const conversions: Record<Unit, { to: Unit; factor: number; system: MeasurementSystem }> = {
  kg: { to: "lb", factor: 2.2046226218, system: "metric" },
  lb: { to: "kg", factor: 1 / 2.2046226218, system: "imperial" },
  km: { to: "mi", factor: 0.6213711922, system: "metric" },
  mi: { to: "km", factor: 1.609344, system: "imperial" },
};

// A number ("100", "2.5", "2,5", "1,000") then a unit word, not inside a longer word.
const amountPattern =
  /(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?)\s?(kilogrammes?|kilograms?|kilometres?|kilometers?|kilos?|pounds?|miles?|kgs?|lbs?|kms?|mi)(?![\p{L}\d])/giu;

/** A piece of text: unchanged, or an amount shown in the reader's units with the original kept. */
export type UnitSegment = string | { converted: string; original: string };

function parseNumber(raw: string): number {
  // "1,000" groups thousands; "2,5" is a decimal comma.
  if (/^\d{1,3}(?:,\d{3})+$/.test(raw)) return Number(raw.replace(/,/g, ""));
  return Number(raw.replace(",", "."));
}

function formatAmount(value: number, usesComma: boolean): string {
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  const text = String(rounded);
  return usesComma ? text.replace(".", ",") : text;
}

/** The text split into plain pieces and amounts converted into `system` (amounts already in it stay plain). */
export function convertUnits(text: string, system: MeasurementSystem): UnitSegment[] {
  const segments: UnitSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(amountPattern)) {
    const [whole, rawNumber, rawUnit] = match as unknown as [string, string, string];
    const unit = unitWords.find(([pattern]) => pattern.test(rawUnit))?.[1];
    if (!unit || conversions[unit].system === system) continue;
    const { to, factor } = conversions[unit];
    const start = match.index;
    if (start > last) segments.push(text.slice(last, start));
    const usesComma = /^\d+,\d{1,2}$/.test(rawNumber);
    segments.push({ converted: `${formatAmount(parseNumber(rawNumber) * factor, usesComma)} ${to}`, original: whole });
    last = start + whole.length;
  }
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}

/** The text with every amount in the reader's units, for places that show plain text. */
export const withReaderUnits = (text: string, system: MeasurementSystem) =>
  convertUnits(text, system)
    .map((segment) => (typeof segment === "string" ? segment : segment.converted))
    .join("");
