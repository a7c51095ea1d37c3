// What other features add to a creator's profile. The profile page passes them in, since a feature
// never imports another feature's components: the ALL STAR message button and the tip button by the
// follow actions.
import { createContext, useContext, type ComponentType } from "react";
import type { Tier } from "../../../domain/memberships";

export interface MessageButtonProps {
  username: string;
  viewerTier: Tier | null;
  canUpgrade: boolean;
}

/** The creator's username, and the name the tip dialog calls them by. */
export interface ProfileTipButtonProps {
  creator: { username: string; name: string };
  place: "profile";
  size: "lg";
}

export interface ProfileSlots {
  MessageButton?: ComponentType<MessageButtonProps>;
  TipButton?: ComponentType<ProfileTipButtonProps>;
}

export const ProfileSlotsContext = createContext<ProfileSlots>({});

export const useProfileSlots = () => useContext(ProfileSlotsContext);
