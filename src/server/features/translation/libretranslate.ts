// LibreTranslate (self-hosted): POST {url}/translate with q, source, target, format and api_key.
import type { Language } from "../../../domain/languages";
import { postJson, TranslationFailed, type TranslationProvider } from "./provider";

/** LibreTranslate names Brazilian Portuguese "pt-BR" in recent releases and "pt" before; plain "pt" works in both. */
const code = (language: Language) => (language === "pt-BR" ? "pt" : language);

export function libreTranslate(settings: { url: string; apiKey?: string }): TranslationProvider {
  const endpoint = `${settings.url.replace(/\/$/, "")}/translate`;
  return {
    name: "libretranslate",
    async translate(texts, source, target) {
      if (texts.length === 0) return [];
      const answer = (await postJson(endpoint, {
        // An array asks for all texts in one request; the answer's translatedText is then an array too.
        q: texts,
        source: code(source),
        target: code(target),
        format: "text",
        ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
      })) as { translatedText?: unknown };
      const translated = answer?.translatedText;
      if (
        !Array.isArray(translated) ||
        translated.length !== texts.length ||
        !translated.every((text) => typeof text === "string")
      ) {
        throw new TranslationFailed("LibreTranslate answered without one translatedText per text");
      }
      return translated as string[];
    },
  };
}
