// /subscription and /subscription/:username: the plans feature's page with what other features add
// to it (plans/plan-slots.ts): the gift dialog, loaded when "Give as a gift" is first used
// (lazy-gift-dialog.ts), so the plan page's own download does not carry it.
import { lazy } from "react";
import { PlansPage as CreatorPlansPage } from "../features/plans/plans-page";
import { PlanSlotsContext, type PlanSlots } from "../features/plans/plan-slots";

const slots: PlanSlots = {
  GiftDialog: lazy(() => import("./lazy-gift-dialog").then((module) => module.loadGiftDialog())),
};

export function PlansPage() {
  return (
    <PlanSlotsContext.Provider value={slots}>
      <CreatorPlansPage />
    </PlanSlotsContext.Provider>
  );
}
