// The gift dialog as the plan page loads it, on first use, with its strings (the billing part) and the
// signed-in stylesheet. A module of its own so that the plan page names only this small chunk: the
// dialog's own chunks are listed here, fetched with it, and not in every plan page's download.
import { loadStrings } from "../i18n";

export const loadGiftDialog = () =>
  Promise.all([import("../features/gifts/gift-dialog"), loadStrings("billing"), import("../pages.css")]).then(
    ([module]) => ({ default: module.GiftDialog }),
  );
