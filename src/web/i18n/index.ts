// i18next set-up. Only the chosen language's strings are downloaded (plus English as
// the fallback), so a visitor does not pay for all four.
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

export const languages = ["en", "es", "fr", "pt-BR"] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_STORAGE_KEY = "language";
const FALLBACK: Language = "en";

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("./locales/en.json"),
  es: () => import("./locales/es.json"),
  fr: () => import("./locales/fr.json"),
  "pt-BR": () => import("./locales/pt-BR.json"),
};

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export function storedLanguage(): Language {
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

async function load(language: Language) {
  if (!i18next.hasResourceBundle(language, "translation")) {
    const { default: strings } = await loaders[language]();
    i18next.addResourceBundle(language, "translation", strings, true, true);
  }
}

export async function initI18n() {
  const language = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK,
    supportedLngs: [...languages],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([load(language), language === FALLBACK ? undefined : load(FALLBACK)]);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language) {
  await load(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted when storage is blocked; the choice still holds for this visit.
  }
}
