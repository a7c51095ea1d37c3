// A follower's own membership, as GET /api/me/memberships lists it: PRO with maya_strong, billed
// monthly, renewing; a test overrides what it is about.
import type { OwnMembership } from "../../../src/domain/billing";

export const ownMembership = (overrides: Partial<OwnMembership> = {}): OwnMembership => ({
  creator: { username: "maya_strong", avatarUrls: null },
  tier: "pro",
  status: "active",
  isActive: true,
  subscribedAt: "2026-01-04T10:00:00.000Z",
  renewsAt: "2026-03-04T10:00:00.000Z",
  cancelAtPeriodEnd: false,
  interval: "month",
  scheduledTier: null,
  scheduledInterval: null,
  leavesAtPeriodEnd: false,
  trialEndsAt: null,
  pause: null,
  discount: null,
  retentionOffer: null,
  giftEndsAt: null,
  ...overrides,
});
