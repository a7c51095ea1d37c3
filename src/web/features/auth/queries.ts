// Server state of the signed-in session and the account actions.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterInput } from "../../../domain/accounts";
import type { SessionUser } from "../../../domain/roles";
import type { TwoFactorChallenge } from "../../../domain/two-factor";
import { i18n } from "../../i18n";
import { get, post } from "../../lib/api";

import { authKeys } from "../../lib/session";

export { useSession } from "../../lib/session";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => post<{ user: SessionUser } | TwoFactorChallenge>("/auth/sign-in", input),
    onSuccess: (result) => {
      // Two-factor accounts have no session until the code step (two-factor/queries.ts).
      if (!("user" in result)) return;
      const { user } = result;
      // Whatever was cached for the visitor (profiles, lists) may differ for this user.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.session[0] });
      queryClient.setQueryData(authKeys.session, user);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post<{ ok: true }>("/auth/sign-out"),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.session, null);
    },
  });
}

export const useRegister = () =>
  useMutation({
    // The page's language becomes the account's: its confirmation email, and every later one, are written in it.
    mutationFn: (input: RegisterInput) =>
      post<{ emailConfirmationNeeded: boolean }>("/auth/sign-up", { ...input, language: i18n.language }),
  });

export const useResendConfirmation = () =>
  useMutation({ mutationFn: (email: string) => post<{ ok: true }>("/auth/resend-confirmation", { email }) });

export const useConfirmEmail = () =>
  useMutation({ mutationFn: (token: string) => post<{ ok: true }>("/auth/confirm-email", { token }) });

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => post<{ ok: true }>("/auth/forgot-password", { email }) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      post<{ ok: true }>("/auth/reset-password", input),
  });

export const useDemoAccounts = () =>
  useQuery({
    queryKey: ["demo", "accounts"],
    queryFn: () =>
      get<{ password: string; accounts: { email: string; role: "follower" | "influencer" }[] }>("/demo/accounts").catch(
        () => null,
      ),
    staleTime: Infinity,
  });
