// The fake's HTTP side: a node:http server on 127.0.0.1 that takes each request as Stripe does
// (API key, Stripe-Version, Idempotency-Key with its replays, form body or query string), runs
// the route it matches and answers in Stripe's JSON: expand[] applied, errors in Stripe's shape.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ApiError, invalidRequest } from "./errors";
import { FAKE_STRIPE_API_VERSION } from "./objects";
import { parseForm, Reader, type ParamObject } from "./params";
import { routes } from "./routes";
import type { FakeState } from "./state";

export interface RecordedRequest {
  method: string;
  path: string;
  params: ParamObject;
  idempotencyKey: string | null;
}

interface SavedResponse {
  fingerprint: string;
  status: number;
  body: string;
  requestId: string;
}

export class ApiServer {
  /** Every API request received, for assertions on what the adapter sent. */
  readonly requests: RecordedRequest[] = [];

  private server: http.Server | null = null;
  private baseUrl: string | null = null;
  private readonly idempotent = new Map<string, SavedResponse>();

  constructor(private readonly state: FakeState) {}

  /** The API base for STRIPE_API_BASE / StripeSettings.apiBase. */
  get url(): string {
    if (!this.baseUrl) throw new Error("The fake Stripe server is not started");
    return this.baseUrl;
  }

  async start() {
    const server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    // The SDK keeps connections alive; end them so the server stops at once.
    server.closeAllConnections();
    await closed;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const requestId = this.state.newId("req");
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": requestId,
        "stripe-version": FAKE_STRIPE_API_VERSION,
        ...headers,
      });
      response.end(body);
    };
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString("utf8");
      const method = request.method ?? "GET";
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const key = header(request, "idempotency-key");
      const fingerprint = `${method} ${url.pathname} ${body}`;
      const saved = method === "POST" && key ? this.idempotent.get(key) : undefined;
      if (saved && saved.fingerprint === fingerprint) {
        return send(saved.status, saved.body, { "idempotent-replayed": "true", "original-request": saved.requestId });
      }
      const { status, json } = this.execute(request, method, url, body, requestId, key, saved);
      // Stripe saves the result of every request that ran, a declined card included, but not of
      // one refused before it ran (bad parameters, a missing object): that key may be used again.
      if (method === "POST" && key && (status < 400 || status === 402))
        this.idempotent.set(key, { fingerprint, status, body: json, requestId });
      send(status, json);
    } catch (error) {
      // A bug in the fake: say so, and ask the SDK not to retry it.
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      send(500, JSON.stringify({ error: { type: "api_error", message: `Fake Stripe failed: ${message}` } }), {
        "stripe-should-retry": "false",
      });
    }
  }

  private execute(
    request: http.IncomingMessage,
    method: string,
    url: URL,
    body: string,
    requestId: string,
    key: string | undefined,
    saved: SavedResponse | undefined,
  ): { status: number; json: string } {
    try {
      const authorization = header(request, "authorization") ?? "";
      if (!/^Bearer (sk|rk)_(test|live)_\w+/.test(authorization)) {
        throw new ApiError(401, { type: "invalid_request_error", message: "Invalid API Key provided." });
      }
      const version = header(request, "stripe-version");
      if (version && version !== FAKE_STRIPE_API_VERSION)
        throw invalidRequest(`Invalid Stripe API version: ${version}`);
      if (saved) {
        throw new ApiError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      const params = parseForm(method === "POST" ? body : url.search.slice(1));
      this.requests.push({ method, path: url.pathname, params, idempotencyKey: key ?? null });
      const route = routes.find(([routeMethod, pattern]) => routeMethod === method && pattern.test(url.pathname));
      if (!route)
        throw new ApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${url.pathname}).`,
        });
      const match = route[1].exec(url.pathname)!;
      const id = decodeURIComponent(match.slice(1).join("/"));
      this.state.currentRequest = { id: requestId, idempotency_key: key ?? null };
      const reader = new Reader(params);
      const result = route[2](this.state, id, reader);
      return { status: 200, json: JSON.stringify(this.render(result, reader.expand())) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return {
        status: error.status,
        json: JSON.stringify({
          error: { ...error.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` },
        }),
      };
    } finally {
      this.state.currentRequest = { id: null, idempotency_key: null };
    }
  }

  /** A copy of the answer with the `expand[]` paths replaced by the objects they name. */
  private render(result: unknown, expand: string[]) {
    const copy = structuredClone(result);
    for (const path of expand) this.expandPath(copy, path.split("."), path);
    return copy;
  }

  private expandPath(value: unknown, path: string[], fullPath: string) {
    if (typeof value !== "object" || value === null) return;
    const [field, ...rest] = path as [string, ...string[]];
    const record = value as Record<string, unknown>;
    const target = record[field];
    if (rest.length > 0) {
      // Expanding a.b expands a on the way, as Stripe does.
      const parent = typeof target === "string" ? this.expandField(record, field, fullPath) : target;
      if (Array.isArray(parent)) parent.forEach((item) => this.expandPath(item, rest, fullPath));
      else this.expandPath(parent, rest, fullPath);
      return;
    }
    if (target === null) return;
    // A list of ids (a subscription's discounts) expands item by item.
    if (Array.isArray(target)) {
      const items = target as unknown[];
      items.forEach((_, index) => this.expandField(items, index, fullPath));
    } else this.expandField(record, field, fullPath);
  }

  private expandField<K extends string | number>(record: { [key in K]: unknown }, field: K, fullPath: string) {
    const target = record[field];
    const found = typeof target === "string" ? this.state.find(target) : undefined;
    if (!found) throw invalidRequest(`This property cannot be expanded (${fullPath}).`, "expand");
    return (record[field] = structuredClone(found));
  }
}

function header(request: http.IncomingMessage, name: string) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
