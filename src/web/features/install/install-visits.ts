// What the install prompt remembers on this device: how many visits there have been (a visit being
// a browser session, counted once however many pages it opens) and whether the app was offered.

const VISITS_KEY = "fc-install-visits";
const OFFERED_KEY = "fc-install-offered";
const COUNTED_KEY = "fc-install-counted";

/** The visit the app is first offered on: the second, once the visitor has come back. */
export const OFFER_FROM_VISIT = 2;

/** Counts this session as a visit (once) and returns how many there have been. */
export function countVisit(local: Storage, session: Storage): number {
  const visits = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(COUNTED_KEY)) return visits;
  session.setItem(COUNTED_KEY, "1");
  local.setItem(VISITS_KEY, String(visits + 1));
  return visits + 1;
}

export const wasOffered = (local: Storage) => local.getItem(OFFERED_KEY) !== null;

/** Offered once: whatever the answer, or none, it is not offered again. */
export const rememberOffered = (local: Storage) => local.setItem(OFFERED_KEY, new Date().toISOString());

/**
 * Whether the app is due to be offered on this visit, counting it. Storage that cannot be used
 * (blocked, private mode) could not remember an answer, so the app is never offered there.
 */
export function isOfferDue(): boolean {
  try {
    return countVisit(localStorage, sessionStorage) >= OFFER_FROM_VISIT && !wasOffered(localStorage);
  } catch {
    return false;
  }
}

export function markOffered() {
  try {
    rememberOffered(localStorage);
  } catch {
    // Not offered at all without storage (isOfferDue).
  }
}
