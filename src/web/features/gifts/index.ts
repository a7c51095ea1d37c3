// What the gifts feature offers other features: hooks, functions and types (never components). The
// plan page gets the gift dialog through its slots (pages/plans-page.tsx); the router loads the
// thanks, redeem and "Gifts you gave" pages.
export { giftKeys, useGivenGifts } from "./queries";
export type { GiftDialogProps } from "./gift-dialog";
