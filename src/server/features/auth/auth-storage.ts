// better-auth keeps the context of each of its calls in AsyncLocalStorage. Under Node 20, once any
// such store has been entered, async hooks stay on for the whole process and every promise
// anywhere pays for them: about a fifth of the CPU of a small request (issue 10's profiles), and
// four times the cost of an `await`. better-auth needs its stores only while one of its own calls
// runs, so they are switched off whenever none is in flight; its next call switches them on again.
// (Node 24's AsyncContextFrame makes stores free and this unnecessary.)
import { AsyncLocalStorage } from "node:async_hooks";

/** Where better-auth keeps its stores: one object per process, shared by every copy of it. */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");

let callsInFlight = 0;

function switchOffStores() {
  const global = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: Record<string, unknown> } })[BETTER_AUTH_GLOBAL];
  for (const value of Object.values(global?.context ?? {})) if (value instanceof AsyncLocalStorage) value.disable();
}

async function tracked<T>(call: () => Promise<T>): Promise<T> {
  callsInFlight++;
  try {
    return await call();
  } finally {
    // A store switched off while another call still runs would lose that call's context.
    if (--callsInFlight === 0) switchOffStores();
  }
}

type AuthLike = { handler: (request: Request) => Promise<Response>; api: object };

/** The same instance, its handler and API endpoints wrapped so their stores are off between calls. */
export function withStoresOffBetweenCalls<Auth extends AuthLike>(auth: Auth): Auth {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function"
        ? (...args: unknown[]) => tracked(() => value.apply(target, args) as Promise<unknown>)
        : value;
    },
  });
  return { ...auth, api, handler: (request: Request) => tracked(() => auth.handler(request)) };
}
