// Picks the configured translation provider, one per configuration (the app builds it on first use).
import type { TranslationSettings } from "../../config";
import { deepl } from "./deepl";
import { libreTranslate } from "./libretranslate";
import type { TranslationProvider } from "./provider";

const built = new WeakMap<object, TranslationProvider>();

export function translationProvider(settings: TranslationSettings): TranslationProvider | null {
  if (!settings) return null;
  let provider = built.get(settings);
  if (!provider) {
    provider = settings.provider === "libretranslate" ? libreTranslate(settings) : deepl(settings);
    built.set(settings, provider);
  }
  return provider;
}
