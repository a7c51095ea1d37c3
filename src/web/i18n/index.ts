// The app's translations: a small runtime that reads i18next-format locale files (nested
// keys, {{name}} interpolation, _one/_other plurals) and offers react-i18next's
// `useTranslation` API. It replaces i18next + react-i18next (about 14 KB gzip), which did not
// fit the 120 KB first-visit budget; see docs/decisions/005-i18n-runtime.md.
//
// Only the chosen language's strings are downloaded (plus English as the fallback), and only
// the parts the visited pages need (see parts.ts).
import { useSyncExternalStore } from "react";
import loaders from "virtual:locale-loaders";
import type { LocalePart } from "./parts";
import { languages, type Language } from "../../domain/languages";

export { languages, type Language };
export const LANGUAGE_STORAGE_KEY = "language";
/** The language as the server reads it to render public pages (docs/decisions/010-server-rendering.md). */
export const LANGUAGE_COOKIE = "fc_lang";
const FALLBACK: Language = "en";

type Strings = { [key: string]: string | Strings };
export type TOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TOptions) => string;

let current: Language = FALLBACK;
const strings: Record<Language, Strings> = { en: {}, es: {}, fr: {}, "pt-BR": {} };
const loaded = new Set<string>();
const wantedParts = new Set<LocalePart>(["core"]);
let version = 0;
const listeners = new Set<() => void>();

function notify() {
  version++;
  for (const listener of listeners) listener();
}

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

const cookieLanguage = () => document.cookie.match(/(?:^|;\s*)fc_lang=([^;]*)/)?.[1];

/** The visitor's choice: the cookie the server renders by, else this device's older localStorage choice. */
export function storedLanguage(): Language {
  const cookie = cookieLanguage();
  if (isLanguage(cookie)) return cookie;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
    // The spec's short code for Portuguese.
    if (stored === "pt") return "pt-BR";
  } catch {
    // Storage can be blocked (private mode); English it is.
  }
  return FALLBACK;
}

function merge(target: Strings, source: Strings) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === "object" && typeof existing === "object") merge(existing, value);
    else target[key] = value;
  }
}

async function loadPart(language: Language, part: LocalePart) {
  const id = `${language}/${part}`;
  if (loaded.has(id)) return;
  const load = loaders[language]?.[part];
  if (!load) throw new Error(`No strings for ${id}`);
  const { default: partStrings } = await load();
  merge(strings[language], partStrings as Strings);
  loaded.add(id);
}

async function loadParts(parts: readonly LocalePart[], language = current) {
  const needed = language === FALLBACK ? [language] : [language, FALLBACK];
  await Promise.all(needed.flatMap((lang) => parts.map((part) => loadPart(lang, part))));
}

/** Makes sure these parts' strings are loaded; pages call it before they render. */
export async function loadStrings(...parts: LocalePart[]) {
  for (const part of parts) wantedParts.add(part);
  const missing = parts.some((part) => !loaded.has(`${current}/${part}`));
  await loadParts(parts);
  if (missing) notify();
}

function lookup(language: Language, key: string): string | undefined {
  let node: string | Strings | undefined = strings[language];
  for (const segment of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[segment];
  }
  return typeof node === "string" ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: Language, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function resolve(language: Language, key: string, count: number | undefined) {
  if (count === undefined) return lookup(language, key);
  return (
    (count === 0 ? lookup(language, `${key}_zero`) : undefined) ??
    lookup(language, `${key}_${pluralCategory(language, count)}`) ??
    lookup(language, `${key}_other`) ??
    lookup(language, key)
  );
}

export const t: TFunction = (key, options = {}) => {
  const text = resolve(current, key, options.count) ?? resolve(FALLBACK, key, options.count);
  if (text === undefined) {
    if (import.meta.env.DEV) console.warn(`Missing translation: ${key}`);
    return key;
  }
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in options ? String(options[name]) : match,
  );
};

export const i18n = {
  get language() {
    return current;
  },
  get resolvedLanguage() {
    return current;
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

/** Same shape as react-i18next's hook: components re-render when the language changes. */
export function useTranslation() {
  // The same snapshot for server rendering and hydration: the strings are loaded before either.
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return { t, i18n };
}

function apply(language: Language) {
  current = language;
  document.documentElement.lang = language;
  notify();
}

/** Starts in the visitor's choice of language, once its strings have loaded. */
export async function initI18n(language: Language = storedLanguage()) {
  current = language;
  await loadParts([...wantedParts], language);
  apply(language);
}

/** Strings by part, as a server-rendered page carries them: `{ "en/core": {...}, "en/home": {...} }`. */
export type ServedStrings = Record<string, Strings>;

/**
 * Starts in the language a server-rendered page was rendered in, with the strings it carried:
 * nothing to wait for, so the page hydrates as soon as the app's code has run.
 */
export function initServedI18n(language: Language, served: ServedStrings) {
  for (const [id, partStrings] of Object.entries(served)) {
    const [lang, part] = id.split("/") as [Language, LocalePart];
    merge(strings[lang], partStrings);
    loaded.add(id);
    wantedParts.add(part);
  }
  apply(language);
}

/** On the server: renders from now on use this language, with these parts' strings loaded. */
export async function setServerLanguage(language: Language, parts: readonly LocalePart[]) {
  await loadParts(["core", ...parts], language);
  current = language;
}

export async function changeLanguage(language: Language) {
  await loadParts([...wantedParts], language);
  apply(language);
  rememberLanguage(language);
}

/** Kept for a year in the cookie the server renders by, and in localStorage as before. */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted when storage is blocked; the choice still holds for this visit.
  }
}
