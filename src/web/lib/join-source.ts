// Where a follower reached a creator's profile from, reported with a follow or a checkout for the
// creator's analytics. Explore's and the home page's cards pass it in the link's router state; the
// profile keeps it for this tab (the plans page comes after it); a profile reached any other way
// counts as the profile. Kept tiny: public pages import it.
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { ReportedSource } from "../../domain/analytics";

const key = (username: string) => `fc_join_source:${username.toLowerCase()}`;

/** Router state for a card's link to the profile. */
export const joinSourceState = (source: ReportedSource) => ({ joinSource: source });

/** On the profile page: remember where this visit came from. */
export function useRememberJoinSource(username: string) {
  const { state } = useLocation() as { state: { joinSource?: ReportedSource } | null };
  const source = state?.joinSource === "explore" || state?.joinSource === "home" ? state.joinSource : "profile";
  useEffect(() => {
    try {
      sessionStorage.setItem(key(username), source);
    } catch {
      // Storage turned off: the follow counts as from the profile.
    }
  }, [username, source]);
}

export function joinSourceFor(username: string): ReportedSource {
  try {
    const stored = sessionStorage.getItem(key(username));
    return stored === "explore" || stored === "home" ? stored : "profile";
  } catch {
    return "profile";
  }
}
