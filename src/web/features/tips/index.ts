// What the tips feature offers other features: hooks, functions and types (never components). Pages
// place the tip button through the slots of the post viewer, the profile and the message thread,
// and the unlock button (buying a pay-per-view post) through the post cards' and viewer's slots.
export { tipKeys, useReceivedTips } from "./queries";
export type { TipButtonProps } from "./tip-button";
export type { UnlockButtonProps } from "./unlock-button";
