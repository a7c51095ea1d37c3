// Server state of the owner dashboard: the platform's figures.
import { useQuery } from "@tanstack/react-query";
import { get } from "../../lib/api";

export const ownerKeys = {
  all: ["owner"] as const,
  figures: () => [...ownerKeys.all, "figures"] as const,
};

export interface PlatformFigures {
  creators: number;
  followers: number;
  activeMemberships: number;
  paidMemberships: number;
  monthlyGrossCents: number;
  monthlyPlatformFeeCents: number;
  monthlyCreatorNetCents: number;
}

export const usePlatformFigures = () => useQuery({ queryKey: ownerKeys.figures(), queryFn: () => get<PlatformFigures>("/owner/figures") });
