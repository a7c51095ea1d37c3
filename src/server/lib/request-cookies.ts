// The cookies the server reads itself, each parsed one way for every reader: the session cookie
// (named and read as better-auth names and reads it) and the visitor's language.
import { getCookies } from "better-auth/cookies";
import { isLanguage, type Language } from "../../domain/languages";

/**
 * Whether the header carries a session cookie under either of better-auth's names. Wide on
 * purpose: it decides whether a request may get a visitor's shared answer, and a request that
 * might be someone's own never does. Who the request is for is `sessionCookieValues`' business.
 */
const ANY_SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token\s*=/;

export const carriesSessionCookie = (cookieHeader: string | undefined) => ANY_SESSION_COOKIE.test(cookieHeader ?? "");

const sessionCookieNames = new Map<string, string>();

/**
 * The session cookie's name as better-auth resolves it for this base URL: with the `__Secure-`
 * prefix over https. Computed by better-auth's own function with the options auth.ts gives it,
 * so the two cannot disagree (auth.ts sets no cookie options of its own).
 */
export function sessionCookieName(publicUrl: string) {
  let name = sessionCookieNames.get(publicUrl);
  if (!name) {
    name = getCookies({ baseURL: publicUrl }).sessionToken.name;
    sessionCookieNames.set(publicUrl, name);
  }
  return name;
}

/**
 * Every value of the cookie called exactly `name`, in the order sent. Split as better-auth's
 * cookie parser splits (on `;`, name and value trimmed), which takes the first of several.
 */
export function cookieValues(cookieHeader: string | undefined, name: string): string[] {
  if (!cookieHeader) return [];
  const values: string[] = [];
  for (const pair of cookieHeader.split(";")) {
    const equals = pair.indexOf("=");
    if (equals !== -1 && pair.slice(0, equals).trim() === name) values.push(pair.slice(equals + 1).trim());
  }
  return values;
}

/**
 * The visitor's language cookie (src/web/i18n sets it), when it names one of ours; the first of several, as the web
 * reads it.
 */
export function languageCookie(cookieHeader: string | undefined): Language | undefined {
  const value = cookieValues(cookieHeader, "fc_lang")[0];
  return isLanguage(value) ? value : undefined;
}
