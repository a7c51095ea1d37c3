// Workout mode's state: which block, how long it has left, running or paused. Time moves only
// through ticks that carry the clock, so the reducer stays pure; a block that runs out moves on.
export interface WorkoutState {
  /** Each block's length in milliseconds. */
  durations: readonly number[];
  index: number;
  remainingMs: number;
  isRunning: boolean;
  /** When the running time was last counted. */
  countedAt: number | null;
  isFinished: boolean;
}

export type WorkoutAction =
  | { type: "tick"; now: number }
  | { type: "pause"; now: number }
  | { type: "resume"; now: number }
  | { type: "go"; index: number; now: number };

export const startWorkout = (durations: readonly number[], index: number, now: number): WorkoutState => ({
  durations,
  index,
  remainingMs: durations[index] ?? 0,
  isRunning: true,
  countedAt: now,
  isFinished: false,
});

function counted(state: WorkoutState, now: number): WorkoutState {
  if (!state.isRunning || state.countedAt === null) return state;
  const remainingMs = state.remainingMs - (now - state.countedAt);
  if (remainingMs > 0) return { ...state, remainingMs, countedAt: now };
  // The block is over: on to the next one, or the workout is done.
  const next = state.index + 1;
  if (next >= state.durations.length)
    return { ...state, remainingMs: 0, isRunning: false, countedAt: null, isFinished: true };
  return { ...state, index: next, remainingMs: state.durations[next]!, countedAt: now };
}

export function workoutReducer(state: WorkoutState, action: WorkoutAction): WorkoutState {
  switch (action.type) {
    case "tick":
      return counted(state, action.now);
    case "pause":
      return { ...counted(state, action.now), isRunning: false, countedAt: null };
    case "resume":
      return state.isFinished ? state : { ...state, isRunning: true, countedAt: action.now };
    case "go": {
      if (action.index < 0 || action.index >= state.durations.length) return state;
      return {
        ...state,
        index: action.index,
        remainingMs: state.durations[action.index]!,
        isFinished: false,
        countedAt: state.isRunning ? action.now : null,
      };
    }
  }
}
