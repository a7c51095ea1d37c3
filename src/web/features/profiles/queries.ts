// Server state of the signed-in user's own profile: reading it, auto-saving the basics,
// saving the creator profile and uploading pictures.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ProfileImageKind } from "../../../domain/images";
import type { BasicProfileInput, CreatorProfileInput } from "../../../domain/profile-settings";
import { api, type Answer } from "../../lib/api";
import { uploadProfileImage, type UploadProgress } from "./upload-profile-image";

/** GET /api/me/profile (src/server/features/profiles/service.ts): every save answers it too. */
export type OwnProfile = Answer<"GET /me/profile">;

export type SavedSupplement = NonNullable<OwnProfile["creator"]>["supplements"][number];

export const profileKeys = {
  all: ["profiles"] as const,
  own: () => [...profileKeys.all, "own"] as const,
};

export const useOwnProfile = () => useQuery({ queryKey: profileKeys.own(), queryFn: () => api("GET /me/profile") });

/** Every save answers the whole profile; keeping it in the cache updates the completeness checklist. */
function useProfileMutation<Input>(send: (input: Input) => Promise<OwnProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      // Explore and public profiles may now list this creator differently.
      void queryClient.invalidateQueries({ queryKey: ["creators"] });
    },
  });
}

export const useSaveBasicProfile = () =>
  useProfileMutation((input: Partial<BasicProfileInput>) => api("PATCH /me/profile", { body: input }));

export const useSaveCreatorProfile = () =>
  useProfileMutation((input: CreatorProfileInput) => api("PUT /me/profile/creator", { body: input }));

export interface ImageUpload {
  kind: ProfileImageKind;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: ImageUpload) => uploadProfileImage(kind, file, onProgress),
    onSuccess: ({ kind, urls }) => {
      queryClient.setQueryData<OwnProfile>(profileKeys.own(), (profile) =>
        profile ? { ...profile, [kind === "avatar" ? "avatarUrls" : "coverUrls"]: urls } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: profileKeys.own() });
      void queryClient.invalidateQueries({ queryKey: ["creators"] });
    },
  });
}
