// Server state of the signed-in user's own profile: reading it, auto-saving the basics,
// saving the creator profile and uploading pictures.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExploreCategory } from "../../../domain/creators";
import type { ImageUrls, ProfileImageKind } from "../../../domain/images";
import type { BasicProfileInput, CreatorProfileInput, SupplementCategory } from "../../../domain/profile-settings";
import type { NutritionFramework, Testimonial, WeeklySplitDay } from "../../../domain/profile-sections";
import type { Role } from "../../../domain/roles";
import { api } from "../../lib/api";
import { uploadProfileImage, type UploadProgress } from "./upload-profile-image";

export interface SavedSupplement {
  id: string;
  name: string;
  brand: string;
  category: SupplementCategory;
  price: string;
  timing: string;
  dosage: string;
  description: string;
  benefits: string[];
  imageUrl: string;
  referralLink: string;
}

/** GET /api/me/profile (src/server/features/profiles/service.ts). */
export interface OwnProfile {
  username: string;
  email: string;
  role: Role;
  bio: string;
  location: string;
  age: number | null;
  avatarUrls: ImageUrls | null;
  coverUrls: ImageUrls | null;
  updatedAt: string | null;
  creator: {
    philosophy: string;
    certifications: string[];
    hobbies: string[];
    achievements: string[];
    supplements: SavedSupplement[];
    categories: ExploreCategory[];
    proPriceCents: number;
    allStarPriceCents: number;
    isComplete: boolean;
    testimonials: Testimonial[];
    weeklySplit: WeeklySplitDay[];
    nutrition: NutritionFramework;
  } | null;
}

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
