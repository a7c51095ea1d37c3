// The one way the web talks to the API: JSON (or a file) in, JSON out, errors as ApiError with the server's code.
// Every call names its endpoint as "METHOD /path" and gets the server route's own types for its
// path parameters, body and answer (api-contract.ts), so a change on the server breaks this build.
import type { ApiSchema } from "../../server/api-contract";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { fields?: Record<string, string> } & Record<string, unknown>,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Every endpoint as "METHOD /path", the path as the server declares it (":name" for a parameter). */
export type Endpoint = {
  [Path in keyof ApiSchema & string]: {
    [Verb in keyof ApiSchema[Path] & string]: Verb extends `$${infer Lower}`
      ? Uppercase<Lower> extends Method
        ? `${Uppercase<Lower>} ${Path}`
        : never
      : never;
  }[keyof ApiSchema[Path] & string];
}[keyof ApiSchema & string];

type Route<E extends Endpoint> = E extends `${infer Verb} ${infer Path}`
  ? Path extends keyof ApiSchema
    ? `$${Lowercase<Verb>}` extends keyof ApiSchema[Path]
      ? ApiSchema[Path][`$${Lowercase<Verb>}`]
      : never
    : never
  : never;

/** What the endpoint answers when it succeeds (its error answers are ApiError). */
export type Answer<E extends Endpoint> = Exclude<Route<E>["output"], { error: unknown }>;

/** The JSON body the endpoint's validator accepts. */
export type Body<E extends Endpoint> = Route<E>["input"] extends { json: infer Json } ? Json : never;

type PathParams<E extends Endpoint> = E extends `${string} ${infer Path}` ? ParamNames<Path> : never;
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Record<string, string | number | boolean | null | undefined>;

/** What a call passes besides the endpoint: required keys only where the route has them. */
export type CallOptions<E extends Endpoint> = ([PathParams<E>] extends [never]
  ? { params?: never }
  : { params: Record<PathParams<E>, string> }) &
  // A route without a JSON validator reads its body itself (or none): nothing to type it by.
  ([Body<E>] extends [never] ? { body?: unknown } : { body: Body<E> }) & { query?: Query };

type OptionalWhenEmpty<E extends Endpoint> =
  Record<string, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The URL of an endpoint with its parameters filled in (each one URL-encoded) and its query string. */
export function endpointUrl(path: string, params: Record<string, string> = {}, query: Query = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const queryString = search.toString();
  return `/api${filled}${queryString ? `?${queryString}` : ""}`;
}

export async function api<E extends Endpoint>(endpoint: E, ...[options]: OptionalWhenEmpty<E>): Promise<Answer<E>> {
  const separator = endpoint.indexOf(" ");
  const method = endpoint.slice(0, separator) as Method;
  const { params, body, query } = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: Query };
  // A POST without a body still sends "{}": the server's JSON validators expect an object. A file
  // (a Blob) goes as it is, with its own type, for the routes that read their body themselves.
  const json = body === undefined && method === "POST" ? {} : body;
  const isFile = json instanceof Blob;
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint.slice(separator + 1), params, query), {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(json === undefined ? {} : { "content-type": isFile ? json.type : "application/json" }),
      },
      body: json === undefined ? undefined : isFile ? json : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
  if (response.status === 204) return undefined as Answer<E>;
  const payload = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string; details?: ApiError["details"]; requestId?: string };
  } | null;
  if (!response.ok) {
    const error = payload?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "http_error",
      error?.message ?? response.statusText,
      error?.details,
      error?.requestId,
    );
  }
  return payload as Answer<E>;
}
