// The provider adapters against local fakes of LibreTranslate's and DeepL's HTTP APIs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  startFakeDeepL,
  startFakeLibreTranslate,
  type FakeTranslationServer,
} from "../../../../tests/support/fake-translation-servers";
import { loadConfig } from "../../config";
import { translationProvider } from "./create-provider";
import { deepl, deeplApiUrl } from "./deepl";
import { libreTranslate } from "./libretranslate";
import { TranslationFailed } from "./provider";

let libre: FakeTranslationServer;
let deeplServer: FakeTranslationServer;

beforeAll(async () => {
  libre = await startFakeLibreTranslate({ apiKey: "libre-key" });
  deeplServer = await startFakeDeepL({ apiKey: "deepl-key:fx" });
});
afterAll(async () => {
  await libre.close();
  await deeplServer.close();
});
beforeEach(() => {
  for (const server of [libre, deeplServer]) {
    server.state.failing = false;
    server.state.delayMs = 0;
    server.requests.length = 0;
  }
});

describe("LibreTranslate", () => {
  it("sends the texts in one request with the key, and reads one translation per text", async () => {
    const provider = libreTranslate({ url: `${libre.url}/`, apiKey: "libre-key" });
    await expect(provider.translate(["Hello", "Good morning"], "en", "pt-BR")).resolves.toEqual([
      "[pt] Hello",
      "[pt] Good morning",
    ]);
    expect(libre.requests).toEqual([
      { q: ["Hello", "Good morning"], source: "en", target: "pt", format: "text", api_key: "libre-key" },
    ]);
  });

  it("fails on a refused key or a server error", async () => {
    await expect(
      libreTranslate({ url: libre.url, apiKey: "wrong" }).translate(["Hi"], "en", "es"),
    ).rejects.toBeInstanceOf(TranslationFailed);
    libre.state.failing = true;
    await expect(
      libreTranslate({ url: libre.url, apiKey: "libre-key" }).translate(["Hi"], "en", "es"),
    ).rejects.toBeInstanceOf(TranslationFailed);
  });

  it("fails when nothing answers", async () => {
    await expect(libreTranslate({ url: "http://127.0.0.1:9" }).translate(["Hi"], "en", "es")).rejects.toBeInstanceOf(
      TranslationFailed,
    );
  });

  it("gives up on a provider slower than five seconds", async () => {
    libre.state.delayMs = 5600;
    const started = Date.now();
    await expect(
      libreTranslate({ url: libre.url, apiKey: "libre-key" }).translate(["Hi"], "en", "es"),
    ).rejects.toBeInstanceOf(TranslationFailed);
    expect(Date.now() - started).toBeLessThan(5500);
  }, 10_000);
});

describe("DeepL", () => {
  it("authenticates with DeepL-Auth-Key and uses DeepL's language codes", async () => {
    const provider = deepl({ apiKey: "deepl-key:fx", apiUrl: deeplServer.url });
    await expect(provider.translate(["Hello"], "en", "pt-BR")).resolves.toEqual(["[pt-br] Hello"]);
    await expect(provider.translate(["Olá"], "pt-BR", "en")).resolves.toEqual(["[en-us] Olá"]);
    expect(deeplServer.requests).toEqual([
      { text: ["Hello"], source_lang: "EN", target_lang: "PT-BR" },
      { text: ["Olá"], source_lang: "PT", target_lang: "EN-US" },
    ]);
    expect(deeplServer.authorizations[0]).toBe("DeepL-Auth-Key deepl-key:fx");
  });

  it("fails on a wrong key or when DeepL is unavailable", async () => {
    await expect(
      deepl({ apiKey: "other", apiUrl: deeplServer.url }).translate(["Hi"], "en", "es"),
    ).rejects.toBeInstanceOf(TranslationFailed);
    deeplServer.state.failing = true;
    await expect(
      deepl({ apiKey: "deepl-key:fx", apiUrl: deeplServer.url }).translate(["Hi"], "en", "es"),
    ).rejects.toBeInstanceOf(TranslationFailed);
  });

  it("uses the free API's address for free keys", () => {
    expect(deeplApiUrl("abc:fx")).toBe("https://api-free.deepl.com");
    expect(deeplApiUrl("abc")).toBe("https://api.deepl.com");
  });
});

describe("configuration", () => {
  it("has no provider by default, LibreTranslate by URL, DeepL by key", () => {
    expect(translationProvider(loadConfig({ NODE_ENV: "test" }).translation)).toBeNull();
    expect(
      translationProvider(loadConfig({ NODE_ENV: "test", LIBRETRANSLATE_URL: "http://lt.local" }).translation)?.name,
    ).toBe("libretranslate");
    expect(translationProvider(loadConfig({ NODE_ENV: "test", DEEPL_API_KEY: "k:fx" }).translation)?.name).toBe(
      "deepl",
    );
  });
});
