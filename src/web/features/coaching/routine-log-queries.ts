// Server state of logging a creator's daily routine: the day's workouts with what the member
// logged, each set saved as it is entered, and the session's status. With no network a set or
// status is kept on the phone and sent when the network is back (features/offline).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionStatus, SetLogBody } from "../../../domain/coaching";
import { api, endpointUrl } from "../../lib/api";
import { useSession } from "../../lib/session";
import { QUEUED, sendOrQueue } from "../offline";
import { coachingKeys } from "./keys";

const SET_PATH = "/me/routine-logs/:username/:date/exercises/:exerciseIndex/sets/:setNumber";
const STATUS_PATH = "/me/routine-logs/:username/:date/status";

const setParams = (username: string, date: string, exerciseIndex: number, setNumber: number) => ({
  username,
  date,
  exerciseIndex: String(exerciseIndex),
  setNumber: String(setNumber),
});

/** The URL a set of the routine is saved at, which is how a set waiting on the phone is known. */
export const routineSetUrl = (username: string, date: string, exerciseIndex: number, setNumber: number) =>
  endpointUrl(SET_PATH, setParams(username, date, exerciseIndex, setNumber));

/** The URL of a routine's day, under which its sets and status are saved. */
export const routineDayUrl = (username: string, date: string) =>
  endpointUrl("/me/routine-logs/:username/:date", { username, date });

export const useRoutineLog = (username: string, date: string) =>
  useQuery({
    queryKey: coachingKeys.routineLog(username, date),
    queryFn: () => api("GET /me/routine-logs/:username/:date", { params: { username, date } }),
    // 403 (not PRO) and 404 (no routine) are answers to show, not hiccups to retry.
    retry: false,
  });

export function useSaveRoutineSet(username: string, date: string) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.id;
  return useMutation({
    mutationFn: ({
      exerciseIndex,
      setNumber,
      body,
    }: {
      exerciseIndex: number;
      setNumber: number;
      body: SetLogBody;
    }) => {
      const params = setParams(username, date, exerciseIndex, setNumber);
      return sendOrQueue(userId, { method: "PUT", url: endpointUrl(SET_PATH, params), body }, () =>
        api(`PUT ${SET_PATH}`, { params, body }),
      );
    },
    onSuccess: (answer) => {
      if (answer === QUEUED) return;
      void queryClient.invalidateQueries({ queryKey: coachingKeys.routineLog(username, date) });
      void queryClient.invalidateQueries({ queryKey: coachingKeys.records() });
    },
  });
}

export function useMarkRoutineSession(username: string, date: string) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.id;
  return useMutation({
    mutationFn: (body: { status: SessionStatus; note: string }) => {
      const params = { username, date };
      return sendOrQueue(userId, { method: "PUT", url: endpointUrl(STATUS_PATH, params), body }, () =>
        api(`PUT ${STATUS_PATH}`, { params, body }),
      );
    },
    onSuccess: (answer) => {
      if (answer !== QUEUED) void queryClient.invalidateQueries({ queryKey: coachingKeys.routineLog(username, date) });
    },
  });
}
