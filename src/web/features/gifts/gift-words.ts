// How a gift is named in every sentence about it: its tier (never translated), its length in months
// (pluralised by the reader's language) and the creator's display name.
import type { PaidTier } from "../../../domain/memberships";
import { useTranslation } from "../../i18n";

/** A creator by their display name, or their username when they set none. */
export const creatorName = (creator: { username: string; name: string }) => creator.name || creator.username;

export function useGiftWords() {
  const { t } = useTranslation();
  return {
    tier: (tier: PaidTier) => t(`gifts.tiers.${tier}`),
    months: (count: number) => t("gifts.months", { count }),
  };
}
