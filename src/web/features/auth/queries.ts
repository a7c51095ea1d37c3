// Server state of the signed-in session and the account actions.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginInput, RegisterInput } from "../../../domain/accounts";
import { i18n } from "../../i18n";
import { api } from "../../lib/api";

import { authKeys } from "../../lib/session";

export { useSession } from "../../lib/session";

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api("POST /auth/sign-in", { body: input }),
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
    mutationFn: () => api("POST /auth/sign-out"),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(authKeys.session, null);
    },
  });
}

export const useRegister = () =>
  useMutation({
    // The page's language becomes the account's: its confirmation email, and every later one, are written in it.
    mutationFn: (input: RegisterInput) => api("POST /auth/sign-up", { body: { ...input, language: i18n.language } }),
  });

export const useResendConfirmation = () =>
  useMutation({ mutationFn: (email: string) => api("POST /auth/resend-confirmation", { body: { email } }) });

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api("POST /auth/confirm-email", { body: { token } }),
    // Read again whether confirming signed the new account in: if so, the page moves on signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
  });
}

export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => api("POST /auth/forgot-password", { body: { email } }) });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: { token: string; password: string; confirmPassword: string }) =>
      api("POST /auth/reset-password", { body: input }),
  });

export const useDemoAccounts = () =>
  useQuery({
    queryKey: ["demo", "accounts"],
    queryFn: () => api("GET /demo/accounts").catch(() => null),
    staleTime: Infinity,
  });
