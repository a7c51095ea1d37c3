// What other features add to a creator's profile. The profile page passes them in, since a feature
// never imports another feature's components: today, the ALL STAR message button by the follow actions.
import { createContext, useContext, type ComponentType } from "react";
import type { Tier } from "../../../domain/memberships";

export interface MessageButtonProps {
  username: string;
  viewerTier: Tier | null;
  canUpgrade: boolean;
}

export interface ProfileSlots {
  MessageButton?: ComponentType<MessageButtonProps>;
}

export const ProfileSlotsContext = createContext<ProfileSlots>({});

export const useProfileSlots = () => useContext(ProfileSlotsContext);
