// Server state of two-factor sign-in: whether it is on, the set-up and turn-off actions, and the
// code step of sign-in (which ends in a session, like the password step of other accounts).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../../domain/roles";
import type { TwoFactorSetup, TwoFactorSignInInput } from "../../../domain/two-factor";
import { get, post } from "../../lib/api";
import { authKeys } from "../../lib/session";

export const twoFactorKeys = {
  status: ["two-factor", "status"] as const,
};

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorKeys.status, queryFn: () => get<{ enabled: boolean }>("/auth/two-factor") });

/** Turning on or off also replaces the session cookie; the status follows the answer. */
function useStatusChange<Input>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => post<{ enabled: boolean }>(path, input),
    onSuccess: (status) => queryClient.setQueryData(twoFactorKeys.status, status),
  });
}

export const useStartTwoFactor = () =>
  useMutation({ mutationFn: (input: { password: string }) => post<TwoFactorSetup>("/auth/two-factor/enable", input) });

export const useConfirmTwoFactor = () => useStatusChange<{ code: string }>("/auth/two-factor/enable/confirm");

export const useTurnOffTwoFactor = () => useStatusChange<{ password: string }>("/auth/two-factor/disable");

export const useNewBackupCodes = () =>
  useMutation({
    mutationFn: (input: { password: string }) =>
      post<{ backupCodes: string[] }>("/auth/two-factor/backup-codes", input),
  });

export type SignInCodeKind = "app" | "backup";

/** The sign-in code step: a code from the app or a backup code; success starts the session. */
export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...input }: TwoFactorSignInInput & { kind: SignInCodeKind }) =>
      post<{ user: SessionUser }>(
        kind === "app" ? "/auth/two-factor/verify" : "/auth/two-factor/verify-backup-code",
        input,
      ),
    onSuccess: ({ user }) => {
      // As after the password step of other accounts (auth/queries.ts useSignIn).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.session[0] });
      queryClient.setQueryData(authKeys.session, user);
    },
  });
}
