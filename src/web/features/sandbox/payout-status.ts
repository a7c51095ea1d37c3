// How a payout account's status reads: its label key and badge tone.
import type { SandboxOnboardingView } from "../../../domain/sandbox-payments";
import type { BadgeTone } from "./status-badge";

type AccountStatus = SandboxOnboardingView["account"]["status"];

const tones: Record<AccountStatus, BadgeTone> = { verified: "success", pending: "warning", restricted: "danger" };

export const payoutStatusBadge = (status: AccountStatus) => ({
  labelKey: `sandbox.onboarding.status.${status}`,
  tone: tones[status],
});
