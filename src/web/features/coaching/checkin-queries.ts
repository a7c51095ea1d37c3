// Server state of weekly check-ins: the creator's form and received check-ins, a member's coaches,
// their page per coach (this week's check-in) and their earlier weeks.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CheckinBody, CheckinForm } from "../../../domain/checkins";
import { api, type Answer } from "../../lib/api";
import { uploadCheckinPhoto } from "./checkin-photo-upload";
import { coachingKeys } from "./keys";

// Under coaching's root: a live coaching hint (a check-in sent or changed) refreshes them too.
export const checkinKeys = {
  all: [...coachingKeys.all, "checkins"] as const,
  form: () => [...checkinKeys.all, "form"] as const,
  received: () => [...checkinKeys.all, "received"] as const,
  coaches: () => [...checkinKeys.all, "coaches"] as const,
  // The member's page depends on their calendar day: a new week is a new check-in.
  withCoach: (username: string, today: string) => [...checkinKeys.all, "with", username, today] as const,
  history: (username: string) => [...checkinKeys.all, "history", username] as const,
};

export type ReceivedCheckin = Answer<"GET /check-ins/received">["checkins"][number];
export type MemberCheckin = Answer<"GET /check-ins/with/:username/history">["checkins"][number];
export type CheckinPhoto = MemberCheckin["photos"][number];
export type CheckinCoach = Answer<"GET /check-ins/coaches">["coaches"][number];
export type MemberCheckinView = Answer<"GET /check-ins/with/:username">;

export const useCheckinForm = () =>
  useQuery({ queryKey: checkinKeys.form(), queryFn: async () => (await api("GET /check-ins/form")).form });

export function useSaveCheckinForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: CheckinForm) => (await api("PUT /check-ins/form", { body: form })).form,
    onSuccess: (form) => queryClient.setQueryData(checkinKeys.form(), form),
  });
}

export const useReceivedCheckins = () =>
  useInfiniteQuery({
    queryKey: checkinKeys.received(),
    queryFn: ({ pageParam }) => api("GET /check-ins/received", { query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useCheckinCoaches = () =>
  useQuery({ queryKey: checkinKeys.coaches(), queryFn: () => api("GET /check-ins/coaches") });

export const useMemberCheckin = (username: string, today: string) =>
  useQuery({
    queryKey: checkinKeys.withCoach(username, today),
    queryFn: () => api("GET /check-ins/with/:username", { params: { username }, query: { today } }),
  });

export const useCheckinHistory = (username: string) =>
  useInfiniteQuery({
    queryKey: checkinKeys.history(username),
    queryFn: ({ pageParam }) =>
      api("GET /check-ins/with/:username/history", { params: { username }, query: { cursor: pageParam } }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

interface SubmitInput {
  answers: CheckinBody;
  /** New photos to add after the answers are saved (the check-in must exist to hold them). */
  photos: File[];
  /** Photos already stored that the member took off. */
  removedPhotoIds: string[];
  /** Each photo step as it succeeds, so a retry after a failure repeats none. */
  onPhotoSaved(file: File): void;
  onPhotoRemoved(photoId: string): void;
}

/** The answers were saved; a photo step after them failed (`reason` says why). */
export class PhotoNotSaved extends Error {
  constructor(readonly reason: unknown) {
    super("A photo could not be saved.");
  }
}

/**
 * Saves the week's answers, then removes and adds photos one by one. A failed photo leaves the
 * answers saved: the error names the photo step, and the page keeps the files to try again.
 */
export function useSubmitCheckin(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ answers, photos, removedPhotoIds, onPhotoSaved, onPhotoRemoved }: SubmitInput) => {
      const { checkin } = await api("PUT /check-ins/with/:username/current", { params: { username }, body: answers });
      if (!checkin) throw new Error("The check-in was not saved.");
      try {
        for (const photoId of removedPhotoIds) {
          await api("DELETE /check-ins/:checkinId/photos/:photoId", {
            params: { checkinId: checkin.id, photoId },
            query: { today: answers.today },
          });
          onPhotoRemoved(photoId);
        }
        for (const photo of photos) {
          await uploadCheckinPhoto(checkin.id, answers.today, photo);
          onPhotoSaved(photo);
        }
      } catch (error) {
        throw new PhotoNotSaved(error);
      }
      return checkin;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkinKeys.all }),
  });
}
