// Which top-level groups of strings load together. A first visit needs only `core`;
// the rest arrive with the lazy pages that use them. Every group of the locale files
// must belong to at least one part (checked by i18n.test.ts).
export const localeParts = {
  core: ["app", "common", "nav", "language", "notFound", "footer", "errorScreen", "creators"],
  home: ["home"],
  explore: ["explore"],
  creatorProfile: ["creatorProfile", "reports"],
  /** The profile's tabs, and the dashboards' posts and routines screens. */
  content: ["content", "reports", "translation", "video"],
  routines: ["routines", "translation"],
  account: ["auth", "validation", "twoFactor"],
  dashboard: [
    "dashboard",
    // How an offer's discount reads (ui/offer-words.ts): the creator's offers, a member's cancel dialog.
    "offers",
    "memberships",
    "owner",
    "profiles",
    "validation",
    "content",
    "video",
    "routines",
    "notifications",
    "reports",
    "moderation",
    "translation",
    "twoFactor",
    // The community pages: with the dashboard's strings, which members and creators have loaded when
    // they open it, since a part of its own would cost every first visit its loaders in the shell.
    "community",
    // Live sessions: the creator's studio and the members' watch pages, for the same reason.
    "liveSessions",
  ],
  debug: ["debug"],
  devMail: ["devMail"],
  /** The plan page, with how an offer's discount reads for a visitor who has a code. */
  plans: ["plans", "offers"],
  /**
   * Checkout return, membership, payment management and payouts; and tips (the members' tip button
   * and dialog, the thanks page, the creator's list) and gift memberships (the gift dialog, its thanks
   * and redeem pages, the member's gifts), a part of their own costing every first visit its loaders
   * in the shell.
   */
  billing: ["billing", "tips", "gifts"],
  /** The help page with its support requests (the owner dashboard's side is in `owner`). */
  support: ["support", "supportRequests"],
  /** The Terms of Service and Privacy Policy pages (their titles are the footer's). */
  legal: ["legal"],
  /** Direct messages: the inboxes and the profile's message dialog. */
  messages: ["messages"],
  /** Notifications, email preferences and the unsubscribe page; also the signed-in top navigation's unread badges. */
  notifications: ["notifications"],
  /** The sandbox provider's checkout, portal, onboarding and clock pages. */
  sandbox: ["sandbox"],
  /** The creator's analytics page. */
  analytics: ["analytics"],
  /** Personal coaching: programs, My plan, workout logs and records, weekly check-ins. */
  coaching: ["coaching", "checkins"],
  /** The installable app's own notices: offline, syncing, a new version, the install prompt (src/web/pwa). */
  offline: ["offline"],
  /** The profile tab's Translate action (content and routines carry the group too). */
  translation: ["translation"],
} as const;

export type LocalePart = keyof typeof localeParts;
