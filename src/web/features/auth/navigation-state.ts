// What the account screens hand each other through the router's location state:
// a banner for the next screen, and where to go back to after logging in.
import { useLocation, useSearchParams } from "react-router";
import { returnParam } from "../../lib/login-link";

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

/** A path on this site: "//host" and "/\host" would leave it, and the query can be anyone's link. */
export const isInAppPath = (path: unknown): path is string => typeof path === "string" && /^\/(?![/\\])/.test(path);

/** The in-app path a guard (in state) or a log-in link (in the query) came from; never another origin. */
export function useReturnPath(): string | undefined {
  const state = useLocation().state as { from?: unknown } | null;
  const [search] = useSearchParams();
  const from = state?.from ?? search.get(returnParam);
  return isInAppPath(from) ? from : undefined;
}

/** /login or /register, keeping the way back (if any) for the screen after it. */
export const keepingReturn = (path: "/login" | "/register", from: string | undefined) =>
  from ? `${path}?${new URLSearchParams({ [returnParam]: from })}` : path;
