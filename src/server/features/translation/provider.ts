// The interface every translation provider implements, and the one failure they all report.
import type { Language } from "../../../domain/languages";

export interface TranslationProvider {
  /** Stored with each translation ("libretranslate", "deepl"). */
  readonly name: string;
  /** The texts in `source`, translated into `target`, in the same order. Throws TranslationFailed. */
  translate(texts: string[], source: Language, target: Language): Promise<string[]>;
}

/** Anything that kept a translation from coming back: the caller shows the original instead. */
export class TranslationFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "TranslationFailed";
  }
}

/** A slow provider must not hold the reader's request: past this the original is shown. */
export const PROVIDER_TIMEOUT_MS = 5000;

/** POSTs JSON with a deadline and returns the parsed answer; every failure becomes TranslationFailed. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TranslationFailed(`translation provider unreachable: ${String(error)}`, { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    throw new TranslationFailed(`translation provider answered ${response.status}: ${detail.slice(0, 200)}`);
  }
  try {
    return await response.json();
  } catch (error) {
    throw new TranslationFailed("translation provider answered with something other than JSON", { cause: error });
  }
}
