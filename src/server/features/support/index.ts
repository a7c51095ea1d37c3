// What the support feature offers other features: the owners' routes (mounted under /api/owner).
export { ownerSupportRoutes } from "./owner-routes";
