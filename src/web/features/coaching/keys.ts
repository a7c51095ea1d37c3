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
  routineLog: (username: string, date: string) => [...coachingKeys.all, "routine-log", username, date] as const,
  clients: (today: string) => [...coachingKeys.all, "clients", today] as const,
  client: (memberId: string) => [...coachingKeys.all, "client", memberId] as const,
  clientDay: (assignmentId: string, dayIndex: number) =>
    [...coachingKeys.all, "client-day", assignmentId, dayIndex] as const,
  comments: (subject: { assignmentId: string; dayIndex: number } | { checkinId: string }) =>
    "checkinId" in subject
      ? ([...coachingKeys.all, "comments", "checkin", subject.checkinId] as const)
      : ([...coachingKeys.all, "comments", subject.assignmentId, subject.dayIndex] as const),
  recordHistory: (key: string, today: string) => [...coachingKeys.records(), key, today] as const,
};
