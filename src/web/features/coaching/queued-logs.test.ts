// A day's sets and status with the writes still waiting on the phone laid over the server's.
import { describe, expect, it } from "vitest";
import type { QueuedWrite } from "../offline";
import { withQueuedSession, withQueuedSets } from "./queued-logs";

const DAY = "/api/me/routine-logs/maya/2026-11-28";
const set = (exerciseIndex: number, setNumber: number, reps: number) => ({
  exerciseIndex,
  setNumber,
  reps,
  loadKg: null,
  rpe: null,
  seconds: null,
});
const put = (url: string, body: unknown, queuedAt = 1): QueuedWrite => ({ method: "PUT", url, body, queuedAt });

describe("the sets as the member left them", () => {
  it("lay a waiting set over the server's, add a new one, and drop a cleared one", () => {
    const server = [set(0, 1, 5), set(0, 2, 5), set(1, 1, 8)];
    const writes: QueuedWrite[] = [
      put(`${DAY}/exercises/0/sets/1`, { reps: 6, load: 50, unit: "lb", rpe: 8, seconds: null }),
      put(`${DAY}/exercises/0/sets/3`, { reps: 4, load: null, unit: "kg", rpe: null, seconds: null }),
      { method: "DELETE", url: `${DAY}/exercises/1/sets/1`, queuedAt: 2 },
    ];
    expect(withQueuedSets(server, writes, DAY)).toEqual([
      { exerciseIndex: 0, setNumber: 1, reps: 6, loadKg: 22.68, rpe: 8, seconds: null },
      set(0, 2, 5),
      set(0, 3, 4),
    ]);
  });

  it("leave alone another day's writes, even one whose address starts the same", () => {
    const writes = [
      put("/api/me/routine-logs/maya/2026-11-29/exercises/0/sets/1", { reps: 9 }),
      put("/api/me/routine-logs/maya/2026-11-2/exercises/0/sets/1", { reps: 9 }),
    ];
    expect(withQueuedSets([set(0, 1, 5)], writes, DAY)).toEqual([set(0, 1, 5)]);
  });
});

describe("the session as the member left it", () => {
  it("is the status still waiting, else the server's", () => {
    const waiting = put(`${DAY}/status`, { status: "done", note: "" });
    expect(withQueuedSession(null, [waiting], DAY)).toEqual({ status: "done", note: "" });
    expect(withQueuedSession({ status: "skipped", note: "sick" }, [], DAY)).toEqual({
      status: "skipped",
      note: "sick",
    });
  });
});
