// emailText(language, key, params): one line of an email in the recipient's language, with its
// {placeholders} filled in. The params a key needs are read from its English words.
import { isLanguage, type Language, DEFAULT_LANGUAGE } from "../../../domain/languages";
import { en, type EmailCatalog, type EmailKey } from "./locales/en";
import { es } from "./locales/es";
import { fr } from "./locales/fr";
import { ptBR } from "./locales/pt-BR";

const catalogs: Record<Language, EmailCatalog> = { en, es, fr, "pt-BR": ptBR };

type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
export type EmailParams<Key extends EmailKey> = Record<Placeholders<(typeof en)[Key]>, string | number>;

type ParamsArgument<Key extends EmailKey> = [Placeholders<(typeof en)[Key]>] extends [never]
  ? []
  : [params: EmailParams<Key>];

export function emailText<Key extends EmailKey>(
  language: Language,
  key: Key,
  ...[params]: ParamsArgument<Key>
): string {
  const words = catalogs[language][key];
  // One pass over the words only: a value that itself holds "{x}" (a post title) stays as typed.
  return words.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    return value === undefined ? match : String(value);
  });
}

/** The language to write to someone in: what they stored, or English when nothing valid is stored. */
export const recipientLanguage = (stored: unknown): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);

export const emailCatalogs: Readonly<Record<Language, EmailCatalog>> = catalogs;
