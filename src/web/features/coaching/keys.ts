// Query keys of personal coaching. The root is ["coaching"]: a live hint about coaching (a new
// comment) invalidates everything under it.
export const coachingKeys = {
  all: ["coaching"] as const,
  programs: () => [...coachingKeys.all, "programs"] as const,
  program: (id: string) => [...coachingKeys.programs(), id] as const,
  assignees: (id: string) => [...coachingKeys.programs(), id, "assignees"] as const,
  completion: (id: string, today: string) => [...coachingKeys.programs(), id, "completion", today] as const,
  members: () => [...coachingKeys.all, "members"] as const,
  plans: () => [...coachingKeys.all, "plans"] as const,
  planDay: (assignmentId: string, dayIndex: number) => [...coachingKeys.plans(), assignmentId, dayIndex] as const,
  records: () => [...coachingKeys.all, "records"] as const,
  clients: (today: string) => [...coachingKeys.all, "clients", today] as const,
  client: (memberId: string) => [...coachingKeys.all, "client", memberId] as const,
  clientDay: (assignmentId: string, dayIndex: number) =>
    [...coachingKeys.all, "client-day", assignmentId, dayIndex] as const,
  comments: (assignmentId: string, dayIndex: number) =>
    [...coachingKeys.all, "comments", assignmentId, dayIndex] as const,
  recordHistory: (key: string, today: string) => [...coachingKeys.records(), key, today] as const,
};
