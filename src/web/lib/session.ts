// The signed-in session, on its own so the shell reads it without the account actions'
// code (mutations) that only the account pages need.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";

export const authKeys = {
  session: ["auth", "session"] as const,
};

export const sessionQuery = queryOptions({
  queryKey: authKeys.session,
  queryFn: () => api("GET /auth/session").then((result) => result.user),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
