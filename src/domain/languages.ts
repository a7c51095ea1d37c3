// The four languages of the interface, the emails and the content translation targets.
export const languages = ["en", "es", "fr", "pt-BR"] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);
