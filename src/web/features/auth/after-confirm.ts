// Where a new account goes once its email is confirmed, when its registration was opened with a way
// back (?from=, as a gift's redeem page sends a visitor): kept in this browser, since the
// confirmation link carries nothing but its token. It lasts as long as the link does (a day).
import { isInAppPath } from "./navigation-state";

const KEY = "fc_after_confirm";
const LIFETIME_MS = 86_400_000;

export function rememberAfterConfirm(path: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage can be blocked (private mode): the confirmation then leads to the usual places.
  }
}

/** The way back a registration in this browser left, if it is still fresh. */
export function readAfterConfirm(): string | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "null") as { path?: unknown; at?: unknown } | null;
    const isFresh = typeof saved?.at === "number" && Date.now() - saved.at < LIFETIME_MS;
    return isFresh && isInAppPath(saved.path) ? saved.path : undefined;
  } catch {
    return undefined;
  }
}

export function forgetAfterConfirm() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
