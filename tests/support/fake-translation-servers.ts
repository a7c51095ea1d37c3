// Local stand-ins for LibreTranslate and DeepL that speak their real HTTP APIs (request and
// answer shapes, auth, error codes). A "translation" prefixes the target: "[es] Hello". Each can
// be told to fail (HTTP 500 / 503) or to hang, from a test directly or over its control endpoint
// (POST /__fake/state {"failing": true}) for the browser tests.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeProviderState {
  failing: boolean;
  /** Answers only after this many ms (a slow provider). */
  delayMs: number;
}

export interface FakeTranslationServer {
  url: string;
  /** The JSON bodies of translate requests received, oldest first. */
  requests: Record<string, unknown>[];
  /** The Authorization header of each request (DeepL). */
  authorizations: (string | undefined)[];
  state: FakeProviderState;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

type Handler = (body: Record<string, unknown>, request: IncomingMessage, response: ServerResponse) => void;

async function startServer(
  path: string,
  handle: Handler,
  failStatus: number,
  port = 0,
): Promise<FakeTranslationServer> {
  const requests: Record<string, unknown>[] = [];
  const authorizations: (string | undefined)[] = [];
  const state: FakeProviderState = { failing: false, delayMs: 0 };
  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    let body: Record<string, unknown>;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return send(response, 400, { error: "Invalid JSON" });
    }
    if (request.method === "POST" && request.url === "/__fake/state") {
      Object.assign(state, body);
      return send(response, 200, state);
    }
    if (request.method !== "POST" || request.url !== path) return send(response, 404, { error: "Not Found" });
    requests.push(body);
    authorizations.push(request.headers.authorization);
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.failing)
      return send(response, failStatus, { error: "The fake provider is down", message: "Service Unavailable" });
    handle(body, request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    authorizations,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const LIBRE_LANGUAGES = new Set(["en", "es", "fr", "pt", "pt-BR", "auto"]);

/** LibreTranslate's POST /translate: {q, source, target, format, api_key?} → {translatedText}. */
export function startFakeLibreTranslate(options: { apiKey?: string; port?: number } = {}) {
  return startServer(
    "/translate",
    (body, _request, response) => {
      const { q, source, target } = body;
      if (q === undefined) return send(response, 400, { error: "Invalid request: missing q parameter" });
      if (typeof source !== "string" || !LIBRE_LANGUAGES.has(source))
        return send(response, 400, { error: `${String(source)} is not supported` });
      if (typeof target !== "string" || !LIBRE_LANGUAGES.has(target))
        return send(response, 400, { error: `${String(target)} is not supported` });
      if (options.apiKey && body.api_key !== options.apiKey) {
        return send(response, 403, { error: "Invalid API key" });
      }
      const translate = (text: unknown) => `[${target}] ${String(text)}`;
      send(response, 200, { translatedText: Array.isArray(q) ? q.map(translate) : translate(q) });
    },
    500,
    options.port,
  );
}

const DEEPL_TARGETS = new Set(["EN-US", "EN-GB", "ES", "FR", "PT-BR", "PT-PT"]);
const DEEPL_SOURCES = new Set(["EN", "ES", "FR", "PT"]);

/** DeepL's POST /v2/translate: "Authorization: DeepL-Auth-Key k", {text: [...], target_lang, source_lang?}. */
export function startFakeDeepL(options: { apiKey: string }) {
  return startServer(
    "/v2/translate",
    (body, request, response) => {
      if (request.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`)
        return send(response, 403, { message: "Wrong endpoint or auth key" });
      const { text, target_lang: target, source_lang: source } = body;
      if (!Array.isArray(text) || text.length === 0)
        return send(response, 400, { message: "Parameter 'text' not specified." });
      if (typeof target !== "string" || !DEEPL_TARGETS.has(target))
        return send(response, 400, { message: "Value for 'target_lang' not supported." });
      if (source !== undefined && (typeof source !== "string" || !DEEPL_SOURCES.has(source))) {
        return send(response, 400, { message: "Value for 'source_lang' not supported." });
      }
      send(response, 200, {
        translations: text.map((item) => ({
          detected_source_language: source ?? "EN",
          text: `[${target.toLowerCase()}] ${String(item)}`,
        })),
      });
    },
    // DeepL answers 503 (and 429/456) when it cannot serve.
    503,
  );
}
