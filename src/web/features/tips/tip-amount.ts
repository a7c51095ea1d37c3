// The amount the tip dialog sends: a preset, or the "Other amount" the member types in dollars.
import { isValidTip, TIP_PRESETS_CENTS } from "../../../domain/tips";
import { dollarsToCents } from "../../ui/dollars";

/** A preset's cents, or "other" for the typed amount. */
export type AmountChoice = number | "other";

/** The dialog opens on $5, the middle of the presets; the member changes it with one click. */
export const DEFAULT_AMOUNT_CHOICE: AmountChoice = TIP_PRESETS_CENTS[1];

/** The cents a choice stands for when they make a valid tip; null otherwise. */
export function tipCents(choice: AmountChoice, typed: string): number | null {
  const cents = choice === "other" ? dollarsToCents(typed) : choice;
  return cents !== null && isValidTip(cents) ? cents : null;
}
