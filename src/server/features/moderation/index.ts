// What the moderation feature offers other features: hooks, functions and types (never components).
export { listModerationLog, recordModeration } from "./audit-log";
export { setPostHidden } from "./hide-posts";
export { mailOwners } from "./owner-mail";
export type { OwnerMailDeps } from "./owner-mail";
export { dismissReport, listReportQueue, openReportCount } from "./queue";
export { contentReportMail, messageReportMail } from "./report-mail";
export { endSuspendedCreatorMemberships } from "./suspension-memberships";
export { suspensionRoutes } from "./suspension-routes";
