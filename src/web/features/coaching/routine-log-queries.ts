// Server state of logging a creator's daily routine: the day's workouts with what the member
// logged, each set saved as it is entered, and the session's status.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionStatus, SetLogBody } from "../../../domain/coaching";
import { api } from "../../lib/api";
import { coachingKeys } from "./keys";

export const useRoutineLog = (username: string, date: string) =>
  useQuery({
    queryKey: coachingKeys.routineLog(username, date),
    queryFn: () => api("GET /me/routine-logs/:username/:date", { params: { username, date } }),
    // 403 (not PRO) and 404 (no routine) are answers to show, not hiccups to retry.
    retry: false,
  });

export function useSaveRoutineSet(username: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ exerciseIndex, setNumber, body }: { exerciseIndex: number; setNumber: number; body: SetLogBody }) =>
      api("PUT /me/routine-logs/:username/:date/exercises/:exerciseIndex/sets/:setNumber", {
        params: { username, date, exerciseIndex: String(exerciseIndex), setNumber: String(setNumber) },
        body,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: coachingKeys.routineLog(username, date) });
      void queryClient.invalidateQueries({ queryKey: coachingKeys.records() });
    },
  });
}

export function useMarkRoutineSession(username: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: SessionStatus; note: string }) =>
      api("PUT /me/routine-logs/:username/:date/status", { params: { username, date }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.routineLog(username, date) }),
  });
}
