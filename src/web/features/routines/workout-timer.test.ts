import { describe, expect, it } from "vitest";
import { startWorkout, workoutReducer } from "./workout-timer";

const MIN = 60_000;

describe("workoutReducer", () => {
  it("counts the running block down and moves to the next when it runs out", () => {
    let state = startWorkout([2 * MIN, 5 * MIN], 0, 0);
    state = workoutReducer(state, { type: "tick", now: MIN });
    expect(state).toMatchObject({ index: 0, remainingMs: MIN });
    state = workoutReducer(state, { type: "tick", now: 2 * MIN });
    expect(state).toMatchObject({ index: 1, remainingMs: 5 * MIN, isRunning: true });
  });

  it("stands still while paused and finishes after the last block", () => {
    let state = startWorkout([MIN], 0, 0);
    state = workoutReducer(state, { type: "pause", now: 10_000 });
    state = workoutReducer(state, { type: "tick", now: 40_000 });
    expect(state.remainingMs).toBe(50_000);
    state = workoutReducer(state, { type: "resume", now: 40_000 });
    state = workoutReducer(state, { type: "tick", now: 90_000 });
    expect(state).toMatchObject({ isFinished: true, isRunning: false, remainingMs: 0 });
  });

  it("steps to another block with its full time, ignoring steps past either end", () => {
    let state = startWorkout([MIN, 3 * MIN], 0, 0);
    state = workoutReducer(state, { type: "go", index: 1, now: 5_000 });
    expect(state).toMatchObject({ index: 1, remainingMs: 3 * MIN });
    expect(workoutReducer(state, { type: "go", index: 2, now: 6_000 })).toBe(state);
    expect(workoutReducer(state, { type: "go", index: -1, now: 6_000 })).toBe(state);
  });
});
