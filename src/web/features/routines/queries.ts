// Server state of daily routines: the creator's own (editor) and a creator's public routines (profile tab).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Routine, RoutineBody } from "../../../domain/routines";
import { api } from "../../lib/api";

export const routineKeys = {
  all: ["routines"] as const,
  own: () => [...routineKeys.all, "own"] as const,
  ownList: () => [...routineKeys.own(), "list"] as const,
  ownDay: (date: string) => [...routineKeys.own(), "day", date] as const,
  // What a profile shows depends on who is asking and on their calendar day.
  public: (username: string, viewerId: string | null, today: string) =>
    [...routineKeys.all, "public", username.toLowerCase(), viewerId, today] as const,
};

/** The creator's latest 14 routines. */
export const useOwnRoutines = () =>
  useQuery({
    queryKey: routineKeys.ownList(),
    queryFn: () => api("GET /me/routines").then((result) => result.routines),
  });

/** The creator's routine for one day, or null when the day has none yet. */
export const useOwnRoutine = (date: string) =>
  useQuery({
    queryKey: routineKeys.ownDay(date),
    queryFn: () => api("GET /me/routines/:date", { params: { date } }).then((result) => result.routine),
  });

/** After any write: the day's answer is known, the list and public tabs are stale. */
function useRoutineWrite<Input>(send: (input: Input) => Promise<{ date: string; routine: Routine | null }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ date, routine }) => {
      queryClient.setQueryData(routineKeys.ownDay(date), routine);
      void queryClient.invalidateQueries({ queryKey: routineKeys.ownList() });
      void queryClient.invalidateQueries({ queryKey: [...routineKeys.all, "public"] });
    },
  });
}

export const useSaveRoutine = () =>
  useRoutineWrite(async ({ date, body }: { date: string; body: RoutineBody }) => ({
    date,
    routine: await api("PUT /me/routines/:date", { params: { date }, body }),
  }));

export const useDeleteRoutine = () =>
  useRoutineWrite(async (date: string) => {
    await api("DELETE /me/routines/:date", { params: { date } });
    return { date, routine: null };
  });

export const useCopyFromYesterday = () =>
  useRoutineWrite(async (date: string) => ({
    date,
    routine: await api("POST /me/routines/:date/copy-from-yesterday", { params: { date } }),
  }));

/** A creator's routines as the viewer may see them: today's (the viewer's day) and the latest 10. */
export const usePublicRoutines = (username: string, viewer: { id: string | null; isKnown: boolean }, today: string) =>
  useQuery({
    queryKey: routineKeys.public(username, viewer.id, today),
    enabled: viewer.isKnown,
    queryFn: () => api("GET /creators/:username/routines", { params: { username }, query: { today } }),
  });
