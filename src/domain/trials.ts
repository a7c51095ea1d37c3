// Free trials (issue 25): a creator offers a trial per paid tier, of one of a few lengths. A
// member gets one trial per creator, ever; the card is taken at checkout and first charged when
// the trial ends, and a trial cancelled before then ends with it and costs nothing.
import type { PaidTier } from "./memberships";

/** The lengths a creator may offer, in days; 0 is no trial. */
export const trialLengths = [0, 3, 7, 14, 30] as const;
export type TrialLength = (typeof trialLengths)[number];

export const isTrialLength = (value: number): value is TrialLength =>
  (trialLengths as readonly number[]).includes(value);

export type TrialOffer = Record<PaidTier, TrialLength>;

export const noTrials: TrialOffer = { pro: 0, all_star: 0 };

/** What a viewer is offered: the creator's trials, or none once they have had one with this creator. */
export const trialsFor = (offer: TrialOffer, hasHadTrial: boolean): TrialOffer => (hasHadTrial ? noTrials : offer);
