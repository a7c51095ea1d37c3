// What other features add to the plan page. The page that composes it passes them in, since a
// feature never imports another feature's components: the gifts feature's "Give a membership" dialog.
import { createContext, useContext, type ComponentType } from "react";
import type { PaidTier } from "../../../domain/memberships";

export interface PlanGiftDialogProps {
  creator: { username: string; name: string };
  /** Each paid tier's monthly price, in cents. */
  prices: Record<PaidTier, number>;
  tier?: PaidTier;
  onClose: () => void;
}

export interface PlanSlots {
  GiftDialog?: ComponentType<PlanGiftDialogProps>;
}

export const PlanSlotsContext = createContext<PlanSlots>({});

export const usePlanSlots = () => useContext(PlanSlotsContext);
