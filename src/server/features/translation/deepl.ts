// DeepL: POST /v2/translate with "Authorization: DeepL-Auth-Key ..." and {text: [...], source_lang, target_lang}.
import type { Language } from "../../../domain/languages";
import { postJson, TranslationFailed, type TranslationProvider } from "./provider";

// DeepL wants a regional variant for English and Portuguese targets, and the bare language as a source.
const targetCodes: Record<Language, string> = { en: "EN-US", es: "ES", fr: "FR", "pt-BR": "PT-BR" };
const sourceCodes: Record<Language, string> = { en: "EN", es: "ES", fr: "FR", "pt-BR": "PT" };

/** Keys of the free plan end in ":fx" and work only on the free API's address. */
export const deeplApiUrl = (apiKey: string) =>
  apiKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com";

export function deepl(settings: { apiKey: string; apiUrl?: string }): TranslationProvider {
  const endpoint = `${(settings.apiUrl ?? deeplApiUrl(settings.apiKey)).replace(/\/$/, "")}/v2/translate`;
  return {
    name: "deepl",
    async translate(texts, source, target) {
      if (texts.length === 0) return [];
      const answer = (await postJson(
        endpoint,
        { text: texts, source_lang: sourceCodes[source], target_lang: targetCodes[target] },
        { authorization: `DeepL-Auth-Key ${settings.apiKey}` },
      )) as { translations?: { text?: unknown }[] };
      const translated = answer?.translations?.map((item) => item?.text);
      if (!translated || translated.length !== texts.length || !translated.every((text) => typeof text === "string")) {
        throw new TranslationFailed("DeepL answered without one translation per text");
      }
      return translated as string[];
    },
  };
}
