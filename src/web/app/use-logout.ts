import { useNavigate } from "react-router";
import { useSignOut } from "../features/auth/queries";

/** Signs out, then goes home. */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    logout: () => signOut.mutate(undefined, { onSuccess: () => navigate("/") }),
    isPending: signOut.isPending,
  };
}
