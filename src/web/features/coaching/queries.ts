// Server state of personal coaching: the creator's programs and ALL STAR members, the member's
// plans, their logged days and their records.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssignmentBody, ProgramBody, SessionStatus, SetLogBody } from "../../../domain/coaching";
import { api, endpointUrl, type Answer } from "../../lib/api";
import { useSession } from "../../lib/session";
import { QUEUED, sendOrQueue } from "../offline";
import { checkinKeys } from "./checkin-queries";
import { coachingKeys } from "./keys";

export type ProgramSummary = Answer<"GET /me/programs">["programs"][number];
export type Program = Answer<"GET /me/programs/:programId">;
export type MyPlan = Answer<"GET /me/plan">["plans"][number];
export type PlanDay = Answer<"GET /me/plan/:assignmentId/days/:dayIndex">;
export type LoggedSet = PlanDay["sets"][number];
export type NewRecord =
  Answer<"PUT /me/plan/:assignmentId/days/:dayIndex/exercises/:exerciseIndex/sets/:setNumber">["newRecords"][number];
export type ExerciseRecord = Answer<"GET /me/records">["records"][number];

export const usePrograms = () =>
  useQuery({
    queryKey: coachingKeys.programs(),
    queryFn: () => api("GET /me/programs").then((answer) => answer.programs),
  });

export const useProgram = (programId: string | null) =>
  useQuery({
    queryKey: coachingKeys.program(programId ?? "new"),
    queryFn: () => api("GET /me/programs/:programId", { params: { programId: programId! } }),
    enabled: programId !== null,
  });

/** Creates the program when it has no id yet, otherwise saves it. */
export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, body }: { programId: string | null; body: ProgramBody }) =>
      programId
        ? api("PUT /me/programs/:programId", { params: { programId }, body })
        : api("POST /me/programs", { body }),
    onSuccess: (program) => {
      queryClient.setQueryData(coachingKeys.program(program.id), program);
      void queryClient.invalidateQueries({ queryKey: coachingKeys.programs(), exact: true });
    },
  });
}

export function useDuplicateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, name }: { programId: string; name: string }) =>
      api("POST /me/programs/:programId/duplicate", { params: { programId }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.programs(), exact: true }),
  });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (programId: string) => api("DELETE /me/programs/:programId", { params: { programId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.programs(), exact: true }),
  });
}

/** The creator's ALL STAR members, who can be given a plan. */
export const useCoachableMembers = (enabled = true) =>
  useQuery({
    queryKey: coachingKeys.members(),
    queryFn: () => api("GET /me/coaching/members").then((answer) => answer.members),
    enabled,
  });

/** The creator's video posts an exercise can show. */
export const useLibraryVideos = () =>
  useQuery({
    queryKey: [...coachingKeys.all, "videos"],
    queryFn: () => api("GET /me/coaching/videos").then((answer) => answer.videos),
  });

export const useProgramAssignees = (programId: string) =>
  useQuery({
    queryKey: coachingKeys.assignees(programId),
    queryFn: () =>
      api("GET /me/programs/:programId/assignments", { params: { programId } }).then((answer) => answer.assignments),
  });

export type ProgramCompletion = Answer<"GET /me/programs/:programId/completion">;
export type CompletionDay = ProgramCompletion["days"][number];

/** Per training day of a program, how its members did, as of the creator's `today`. */
export const useProgramCompletion = (programId: string, today: string) =>
  useQuery({
    queryKey: coachingKeys.completion(programId, today),
    queryFn: () => api("GET /me/programs/:programId/completion", { params: { programId }, query: { today } }),
  });

export function useAssignProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programId, body }: { programId: string; body: AssignmentBody }) =>
      api("POST /me/programs/:programId/assignments", { params: { programId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.programs() }),
  });
}

export function useRemoveAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      api("DELETE /me/coaching/assignments/:assignmentId", { params: { assignmentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingKeys.programs() }),
  });
}

export const useMyPlans = () =>
  useQuery({ queryKey: coachingKeys.plans(), queryFn: () => api("GET /me/plan").then((answer) => answer.plans) });

export const usePlanDay = (assignmentId: string, dayIndex: number) =>
  useQuery({
    queryKey: coachingKeys.planDay(assignmentId, dayIndex),
    queryFn: () =>
      api("GET /me/plan/:assignmentId/days/:dayIndex", { params: { assignmentId, dayIndex: String(dayIndex) } }),
  });

export interface SetAddress {
  assignmentId: string;
  dayIndex: number;
  exerciseIndex: number;
  setNumber: number;
}
const SET_PATH = "/me/plan/:assignmentId/days/:dayIndex/exercises/:exerciseIndex/sets/:setNumber";
const STATUS_PATH = "/me/plan/:assignmentId/days/:dayIndex/status";
const setParams = (at: SetAddress) => ({
  assignmentId: at.assignmentId,
  dayIndex: String(at.dayIndex),
  exerciseIndex: String(at.exerciseIndex),
  setNumber: String(at.setNumber),
});

/** The URL a set of a plan is saved at, which is how a set waiting on the phone is known. */
export const planSetUrl = (at: SetAddress) => endpointUrl(SET_PATH, setParams(at));

/** The URL of a plan's day, under which its sets and status are saved. */
export const planDayUrl = (assignmentId: string, dayIndex: number) =>
  endpointUrl("/me/plan/:assignmentId/days/:dayIndex", { assignmentId, dayIndex: String(dayIndex) });

/**
 * Each set is its own request, saved as soon as it is entered; My plan's counts and records follow.
 * With no network it waits on the phone (features/offline), to be sent when the network is back.
 */
export function useSaveSet() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.id;
  return useMutation({
    mutationFn: ({ at, body }: { at: SetAddress; body: SetLogBody | null }) => {
      const params = setParams(at);
      const url = endpointUrl(SET_PATH, params);
      return body
        ? sendOrQueue(userId, { method: "PUT", url, body }, () => api(`PUT ${SET_PATH}`, { params, body }))
        : sendOrQueue(userId, { method: "DELETE", url }, () => api(`DELETE ${SET_PATH}`, { params }).then(() => null));
    },
    onSuccess: (answer, { at }) => {
      if (answer === QUEUED) return;
      void queryClient.invalidateQueries({ queryKey: coachingKeys.plans(), exact: true });
      void queryClient.invalidateQueries({ queryKey: coachingKeys.planDay(at.assignmentId, at.dayIndex) });
      void queryClient.invalidateQueries({ queryKey: coachingKeys.records() });
    },
  });
}

export function useMarkSession(assignmentId: string, dayIndex: number) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.id;
  return useMutation({
    mutationFn: (body: { status: SessionStatus; note: string }) => {
      const params = { assignmentId, dayIndex: String(dayIndex) };
      return sendOrQueue(userId, { method: "PUT", url: endpointUrl(STATUS_PATH, params), body }, () =>
        api(`PUT ${STATUS_PATH}`, { params, body }),
      );
    },
    onSuccess: (answer) => {
      if (answer !== QUEUED) void queryClient.invalidateQueries({ queryKey: coachingKeys.plans() });
    },
  });
}

export const useRecords = () =>
  useQuery({ queryKey: coachingKeys.records(), queryFn: () => api("GET /me/records").then((a) => a.records) });

export const useRecordHistory = (key: string | null, today: string) =>
  useQuery({
    queryKey: coachingKeys.recordHistory(key ?? "", today),
    queryFn: () => api("GET /me/records/:exerciseKey", { params: { exerciseKey: key! }, query: { today } }),
    enabled: key !== null,
  });

export type Client = Answer<"GET /me/coaching/clients">["clients"][number];
export type Comment = Answer<"GET /me/plan/:assignmentId/days/:dayIndex/comments">["comments"][number];

export const useClients = (today: string) =>
  useQuery({
    queryKey: coachingKeys.clients(today),
    queryFn: () => api("GET /me/coaching/clients", { query: { today } }).then((answer) => answer.clients),
  });

export const useClient = (memberId: string) =>
  useQuery({
    queryKey: coachingKeys.client(memberId),
    queryFn: () => api("GET /me/coaching/clients/:memberId", { params: { memberId } }),
  });

export const useClientDay = (assignmentId: string, dayIndex: number) =>
  useQuery({
    queryKey: coachingKeys.clientDay(assignmentId, dayIndex),
    queryFn: () =>
      api("GET /me/coaching/plans/:assignmentId/days/:dayIndex", {
        params: { assignmentId, dayIndex: String(dayIndex) },
      }),
  });

/** What a thread between coach and member lives with: a plan's logged day, or a check-in. */
export type CommentSubject = { assignmentId: string; dayIndex: number } | { checkinId: string };

const readThread = (as: "member" | "coach", subject: CommentSubject) => {
  if ("checkinId" in subject) return api("GET /check-ins/:checkinId/comments", { params: subject });
  const params = { assignmentId: subject.assignmentId, dayIndex: String(subject.dayIndex) };
  return as === "member"
    ? api("GET /me/plan/:assignmentId/days/:dayIndex/comments", { params })
    : api("GET /me/coaching/plans/:assignmentId/days/:dayIndex/comments", { params });
};

const writeComment = (as: "member" | "coach", subject: CommentSubject, body: string) => {
  if ("checkinId" in subject) return api("POST /check-ins/:checkinId/comments", { params: subject, body: { body } });
  const params = { assignmentId: subject.assignmentId, dayIndex: String(subject.dayIndex) };
  return as === "member"
    ? api("POST /me/plan/:assignmentId/days/:dayIndex/comments", { params, body: { body } })
    : api("POST /me/coaching/plans/:assignmentId/days/:dayIndex/comments", { params, body: { body } });
};

/**
 * A thread, read and written by the member or the coach. A plan day's goes through /me/plan or
 * /me/coaching/plans; a check-in's is the same address for both.
 */
export function useComments(as: "member" | "coach", subject: CommentSubject, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = coachingKeys.comments(subject);
  const thread = useQuery({
    queryKey,
    queryFn: () => readThread(as, subject).then((answer) => answer.comments),
    enabled,
  });
  const post = useMutation({
    mutationFn: (body: string) => writeComment(as, subject, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
      // The check-in lists show each thread's length.
      if ("checkinId" in subject) await queryClient.invalidateQueries({ queryKey: checkinKeys.all });
    },
  });
  return { thread, post };
}
