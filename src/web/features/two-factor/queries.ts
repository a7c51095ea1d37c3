// Server state of two-factor sign-in: whether it is on, the set-up and turn-off actions, and the
// code step of sign-in (which ends in a session, like the password step of other accounts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorSignInInput } from "../../../domain/two-factor";
import { api } from "../../lib/api";
import { authKeys } from "../../lib/session";

export const twoFactorKeys = {
  status: ["two-factor", "status"] as const,
};

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorKeys.status, queryFn: () => api("GET /auth/two-factor") });

/** Turning on or off also replaces the session cookie; the status follows the answer. */
function useStatusChange<Input>(change: (input: Input) => Promise<{ enabled: boolean }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (status) => queryClient.setQueryData(twoFactorKeys.status, status),
  });
}

export const useStartTwoFactor = () =>
  useMutation({ mutationFn: (input: { password: string }) => api("POST /auth/two-factor/enable", { body: input }) });

export const useConfirmTwoFactor = () =>
  useStatusChange((input: { code: string }) => api("POST /auth/two-factor/enable/confirm", { body: input }));

export const useTurnOffTwoFactor = () =>
  useStatusChange((input: { password: string }) => api("POST /auth/two-factor/disable", { body: input }));

export const useNewBackupCodes = () =>
  useMutation({
    mutationFn: (input: { password: string }) => api("POST /auth/two-factor/backup-codes", { body: input }),
  });

export type SignInCodeKind = "app" | "backup";

/** The sign-in code step: a code from the app or a backup code; success starts the session. */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...input }: TwoFactorSignInInput & { kind: SignInCodeKind }) =>
      kind === "app"
        ? api("POST /auth/two-factor/verify", { body: input })
        : api("POST /auth/two-factor/verify-backup-code", { body: input }),
    onSuccess: ({ user }) => {
      // As after the password step of other accounts (auth/queries.ts useSignIn).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.session[0] });
      queryClient.setQueryData(authKeys.session, user);
    },
  });
}
