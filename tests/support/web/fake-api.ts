// The API faked at the HTTP boundary for component tests: each test says what an endpoint answers,
// typed by the server's own routes (Answer<E>), and errors come in the server's `{ error }` shape.
// A request no test expected is answered 599 and fails the test (setup.ts).
import type { Answer, Endpoint } from "../../../src/web/lib/api";

export interface FakeRequest {
  method: string;
  url: URL;
  params: Record<string, string>;
  body: unknown;
}

interface Reply {
  status: number;
  body?: unknown;
}

type Handler = (request: FakeRequest) => Reply | Promise<Reply>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

let routes: Route[] = [];
let requests: FakeRequest[] = [];
let unexpected: string[] = [];

function compile(endpoint: Endpoint) {
  const [method, path] = endpoint.split(" ") as [string, string];
  const names: string[] = [];
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { method, pattern: new RegExp(`^/api${source}$`), names };
}

/** What the endpoint answers from now on (the latest call for an endpoint wins). */
function on<E extends Endpoint>(endpoint: E, handler: (request: FakeRequest) => Reply | Promise<Reply>) {
  routes.unshift({ ...compile(endpoint), handler });
}

export const fakeApi = {
  on,
  /** A successful answer, shaped as the route answers. */
  answer<E extends Endpoint>(endpoint: E, body: Answer<E>, status = 200) {
    on(endpoint, () => ({ status, body }));
  },
  /** The server's error shape: `{ error: { code, message, details } }`. */
  fail(endpoint: Endpoint, status: number, code: string, details?: Record<string, unknown>) {
    on(endpoint, () => ({ status, body: { error: { code, message: code, details } } }));
  },
  /** An answer that waits until the test releases it: the form's pending state stays on screen. */
  hold<E extends Endpoint>(endpoint: E, body: Answer<E>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    on(endpoint, async () => {
      await released;
      return { status: 200, body };
    });
    return () => release();
  },
  /** Every request the app made, in order. */
  requests: (endpoint?: Endpoint) => {
    if (!endpoint) return requests;
    const { method, pattern } = compile(endpoint);
    return requests.filter((request) => request.method === method && pattern.test(request.url.pathname));
  },
};

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  if (typeof init?.body !== "string") return init?.body ?? undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/** The fetch the app sees during a component test. */
export async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const request: FakeRequest = { method, url, params: {}, body: await readBody(init) };
  requests.push(request);
  for (const route of routes) {
    const match = route.method === method ? route.pattern.exec(url.pathname) : null;
    if (!match) continue;
    request.params = Object.fromEntries(
      route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
    );
    const reply = await route.handler(request);
    if (reply.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status,
      headers: { "content-type": "application/json" },
    });
  }
  unexpected.push(`${method} ${url.pathname}${url.search}`);
  return new Response(JSON.stringify({ error: { code: "unfaked_request", message: "No fake for this request" } }), {
    status: 599,
    headers: { "content-type": "application/json" },
  });
}

export function resetFakeApi() {
  routes = [];
  requests = [];
  unexpected = [];
}

export const unexpectedRequests = () => unexpected;
