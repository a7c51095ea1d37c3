// The rest of the demo community: followers who are not on the login page, and three months of
// who joined which creator, when, from where, at which tier, who upgraded and who left. With the
// login page's accounts (demo-people.ts) they give each creator's analytics a shape: members
// over time, joins from profile, explore and home, cancellations and monthly revenue.
import type { MembershipSource, PaidTier } from "../../../domain/memberships";
import type { Gender } from "../../../domain/roles";

export const demoCommunity: { username: string; gender: Gender }[] = [
  { username: "sam_trains", gender: "male" },
  { username: "nina_runs", gender: "female" },
  { username: "omar_moves", gender: "male" },
  { username: "lea_stretches", gender: "female" },
  { username: "kenji_lifts", gender: "male" },
  { username: "bea_sprints", gender: "female" },
  { username: "tom_pedals", gender: "male" },
  { username: "ines_flows", gender: "female" },
  { username: "raj_squats", gender: "male" },
  { username: "mia_hikes", gender: "female" },
  { username: "luca_rows", gender: "male" },
  { username: "zoe_jumps", gender: "female" },
  { username: "ade_climbs", gender: "other" },
  { username: "eva_balances", gender: "female" },
  { username: "finn_swims", gender: "male" },
  { username: "hana_breathes", gender: "female" },
  { username: "carl_rests", gender: "male" },
  { username: "dina_dances", gender: "prefer_not_to_say" },
];

/**
 * One thing a follower did with a creator, `daysAgo` days ago: follow free, subscribe (a sandbox
 * checkout paid with the 4242 card), upgrade, or leave (unfollow a free follow; a paid one is
 * cancelled and ends with its paid period, as "Unfollow" does).
 */
export type DemoMove = { daysAgo: number; follower: string; creator: string } & (
  | { kind: "follow"; source: MembershipSource }
  | { kind: "subscribe"; tier: PaidTier; source: MembershipSource }
  | { kind: "upgrade"; tier: PaidTier }
  | { kind: "leave" }
);

const follow = (daysAgo: number, follower: string, creator: string, source: MembershipSource): DemoMove => ({
  daysAgo,
  follower,
  creator,
  kind: "follow",
  source,
});
const subscribe = (
  daysAgo: number,
  follower: string,
  creator: string,
  tier: PaidTier,
  source: MembershipSource,
): DemoMove => ({
  daysAgo,
  follower,
  creator,
  kind: "subscribe",
  tier,
  source,
});
const leave = (daysAgo: number, follower: string, creator: string): DemoMove => ({
  daysAgo,
  follower,
  creator,
  kind: "leave",
});

/**
 * maya_strong's members other than the login page's followers all leave, and every paid one ends
 * at least five days ago: her overview keeps its three members (one per tier), and this month's
 * revenue is their two renewals (dashboards.spec.ts).
 */
export const demoMoves: DemoMove[] = [
  follow(84, "sam_trains", "maya_strong", "explore"),
  subscribe(80, "nina_runs", "maya_strong", "pro", "explore"),
  subscribe(70, "omar_moves", "maya_strong", "pro", "home"),
  leave(62, "nina_runs", "maya_strong"),
  follow(55, "lea_stretches", "maya_strong", "profile"),
  subscribe(47, "kenji_lifts", "maya_strong", "all_star", "profile"),
  leave(44, "kenji_lifts", "maya_strong"),
  leave(35, "omar_moves", "maya_strong"),
  follow(33, "tom_pedals", "maya_strong", "explore"),
  leave(30, "sam_trains", "maya_strong"),
  follow(20, "bea_sprints", "maya_strong", "home"),
  leave(18, "tom_pedals", "maya_strong"),
  leave(12, "lea_stretches", "maya_strong"),
  leave(6, "bea_sprints", "maya_strong"),

  subscribe(85, "ines_flows", "leo_flow", "pro", "explore"),
  subscribe(66, "raj_squats", "leo_flow", "pro", "profile"),
  { daysAgo: 60, follower: "ines_flows", creator: "leo_flow", kind: "upgrade", tier: "all_star" },
  follow(58, "sam_trains", "leo_flow", "home"),
  follow(50, "mia_hikes", "leo_flow", "home"),
  leave(40, "raj_squats", "leo_flow"),
  follow(30, "luca_rows", "leo_flow", "explore"),
  subscribe(18, "zoe_jumps", "leo_flow", "pro", "profile"),
  leave(8, "luca_rows", "leo_flow"),
  follow(3, "ade_climbs", "leo_flow", "explore"),

  subscribe(88, "eva_balances", "run_with_ana", "pro", "explore"),
  subscribe(72, "finn_swims", "run_with_ana", "all_star", "home"),
  follow(60, "nina_runs", "run_with_ana", "profile"),
  leave(50, "finn_swims", "run_with_ana"),
  subscribe(40, "bea_sprints", "run_with_ana", "all_star", "explore"),
  subscribe(33, "hana_breathes", "run_with_ana", "pro", "explore"),
  follow(25, "carl_rests", "run_with_ana", "home"),
  leave(15, "carl_rests", "run_with_ana"),
  follow(6, "dina_dances", "run_with_ana", "profile"),

  subscribe(86, "kenji_lifts", "coach_dre", "all_star", "explore"),
  subscribe(58, "raj_squats", "coach_dre", "pro", "home"),
  follow(44, "omar_moves", "coach_dre", "profile"),
  follow(35, "ade_climbs", "coach_dre", "explore"),
  leave(30, "raj_squats", "coach_dre"),
  subscribe(20, "tom_pedals", "coach_dre", "pro", "explore"),
  follow(12, "luca_rows", "coach_dre", "home"),
  leave(10, "ade_climbs", "coach_dre"),

  subscribe(75, "lea_stretches", "zen_camille", "pro", "explore"),
  follow(52, "carl_rests", "zen_camille", "home"),
  subscribe(38, "ines_flows", "zen_camille", "all_star", "profile"),
  leave(37, "ines_flows", "zen_camille"),
  follow(27, "hana_breathes", "zen_camille", "home"),
  leave(20, "carl_rests", "zen_camille"),
  follow(15, "mia_hikes", "zen_camille", "explore"),
];

/** Members' ratings with what they wrote; each rater is still a member today, so every rating counts. */
export const demoRatings: { daysAgo: number; follower: string; creator: string; stars: number; comment: string }[] = [
  {
    daysAgo: 61,
    follower: "alex_follows",
    creator: "maya_strong",
    stars: 5,
    comment: "My deadlift went up 30 kg in three months and my back has never felt better.",
  },
  {
    daysAgo: 31,
    follower: "priya_moves",
    creator: "maya_strong",
    stars: 5,
    comment: "Clear plans, quick answers, and the bracing video changed everything.",
  },
  {
    daysAgo: 21,
    follower: "jordan_lifts",
    creator: "maya_strong",
    stars: 4,
    comment: "The free posts alone taught me to squat properly.",
  },
  {
    daysAgo: 44,
    follower: "alex_follows",
    creator: "leo_flow",
    stars: 5,
    comment: "Ten minutes every morning and my hips finally stopped complaining.",
  },
  {
    daysAgo: 52,
    follower: "ines_flows",
    creator: "leo_flow",
    stars: 5,
    comment: "The breath ladder is now part of every run I do.",
  },
  {
    daysAgo: 35,
    follower: "mia_hikes",
    creator: "leo_flow",
    stars: 4,
    comment: "Gentle, clear and easy to fit into a workday.",
  },
  {
    daysAgo: 64,
    follower: "alex_follows",
    creator: "run_with_ana",
    stars: 4,
    comment: "Even the free plan got me to my first 5K without an injury.",
  },
  {
    daysAgo: 70,
    follower: "eva_balances",
    creator: "run_with_ana",
    stars: 5,
    comment: "Her pace chart took four minutes off my half marathon.",
  },
  {
    daysAgo: 22,
    follower: "hana_breathes",
    creator: "run_with_ana",
    stars: 5,
    comment: "Hill repeats explained so well I actually look forward to them.",
  },
  {
    daysAgo: 50,
    follower: "jordan_lifts",
    creator: "coach_dre",
    stars: 5,
    comment: "Feels like training with a real sprint coach, at a fraction of the price.",
  },
  {
    daysAgo: 70,
    follower: "kenji_lifts",
    creator: "coach_dre",
    stars: 5,
    comment: "The speed block is the best programme I've followed.",
  },
  {
    daysAgo: 40,
    follower: "omar_moves",
    creator: "coach_dre",
    stars: 4,
    comment: "Great warm-ups; I use them before football too.",
  },
  {
    daysAgo: 60,
    follower: "priya_moves",
    creator: "zen_camille",
    stars: 5,
    comment: "Her morning flow fixed my lower back.",
  },
  {
    daysAgo: 55,
    follower: "lea_stretches",
    creator: "zen_camille",
    stars: 5,
    comment: "Calm, precise teaching; my posture has changed.",
  },
  {
    daysAgo: 12,
    follower: "mia_hikes",
    creator: "zen_camille",
    stars: 4,
    comment: "The evening ritual helps me sleep.",
  },
];
