export * from "./auth";
export * from "./profiles";
export * from "./memberships";
export * from "./content";
export * from "./routines";
export * from "./billing";
export * from "./sandbox-payments";
