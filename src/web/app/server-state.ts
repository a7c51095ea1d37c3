// What a server-rendered page hands the browser (docs/decisions/010-server-rendering.md): the
// language it was rendered in, the strings it shows, and its queries, dehydrated.
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import type { Language, ServedStrings } from "../i18n";
import { ApiError } from "../lib/api";

export const SERVER_STATE_ID = "fc-state";

export interface ServerState {
  language: Language;
  /** The strings the page shows (core and the page's parts), in its language and English. */
  strings: ServedStrings;
  queries: DehydratedState["queries"];
}

/** A failed query's error as it travels in JSON: the API's status and code. */
export interface SerializedError {
  status: number;
  code: string;
  message: string;
}

export function readServerState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : null;
}

/**
 * Puts the server's queries in the cache before the first render. It does what TanStack Query's
 * `hydrate` does for queries not yet in the cache and without promises (the only kind a
 * server-rendered page sends), in far fewer bytes of the first visit's budget.
 */
export function seedQueries(client: QueryClient, queries: ServerState["queries"]) {
  const now = Date.now();
  for (const { queryKey, queryHash, queryType, state } of queries) {
    const error = state.error as SerializedError | null;
    // A not-found page stays as it was rendered instead of asking again on mount.
    if (error) client.setQueryDefaults(queryKey, { retryOnMount: false });
    client.getQueryCache().build(client, { queryKey, queryHash, _type: queryType } as { queryKey: typeof queryKey }, {
      ...state,
      fetchStatus: "idle",
      error: error && new ApiError(error.status, error.code, error.message),
      // Fresh from this page load on, by the browser's clock rather than the server's.
      dataUpdatedAt: state.dataUpdatedAt && now,
    });
  }
}
