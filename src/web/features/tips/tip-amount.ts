// The amount the tip dialog sends: a preset, or the "Other amount" the member types in dollars.
import { isValidTip, TIP_PRESETS_CENTS } from "../../../domain/tips";

/** A preset's cents, or "other" for the typed amount. */
export type AmountChoice = number | "other";

/** The dialog opens on $5, the middle of the presets; the member changes it with one click. */
export const DEFAULT_AMOUNT_CHOICE: AmountChoice = TIP_PRESETS_CENTS[1];

/**
 * Dollars as typed, in cents: "5", "5.5", "5.50", "$5", "5 $US", and "5,50" as French, Spanish and
 * Portuguese readers write it. Null for anything else (letters, a third decimal, a thousands separator).
 */
export function dollarsToCents(typed: string): number | null {
  const text = typed
    .replace(/[\s\u00a0\u202f]/g, "")
    .replace(/^(US)?\$|\$(US)?$/gi, "")
    .trim();
  const match = /^(\d{0,6})(?:[.,](\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

/** The cents a choice stands for when they make a valid tip; null otherwise. */
export function tipCents(choice: AmountChoice, typed: string): number | null {
  const cents = choice === "other" ? dollarsToCents(typed) : choice;
  return cents !== null && isValidTip(cents) ? cents : null;
}
