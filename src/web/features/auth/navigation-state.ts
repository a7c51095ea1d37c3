// What the account screens hand each other through the router's location state:
// a banner for the next screen, and where to go back to after logging in.
import { useLocation } from "react-router";

export interface Banner {
  tone: "success" | "error" | "info";
  /** An i18n key. */
  message: string;
}

export const withBanner = (banner: Banner) => ({ banner });

const isBanner = (value: unknown): value is Banner =>
  typeof value === "object" &&
  value !== null &&
  ["success", "error", "info"].includes((value as Banner).tone) &&
  typeof (value as Banner).message === "string";

/** The banner the previous screen passed, if any. */
export function useLocationBanner(): Banner | undefined {
  const state = useLocation().state as { banner?: unknown } | null;
  return isBanner(state?.banner) ? state.banner : undefined;
}

/** The in-app path a guard sent the user away from; never another origin. */
export function useReturnPath(): string | undefined {
  const state = useLocation().state as { from?: unknown } | null;
  const from = state?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : undefined;
}
