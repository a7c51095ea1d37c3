// What the auth feature offers other features: hooks, functions and types (never components).
export { endAllSessions, forgetEndedSessions } from "./account-suspension";
export { getViewer, requireRole, requireViewer, viewerSessionCookie } from "./service";
