import { describe, expect, it } from "vitest";
import { sessionProgress } from "./coaching";

const day = [
  { name: "Back Squat", sets: 3 },
  { name: "Plank", sets: 2 },
];

describe("sessionProgress", () => {
  it("stops at the first exercise with fewer logged sets than planned", () => {
    expect(sessionProgress(day, new Map())).toEqual({ loggedSets: 0, stopIndex: 0, stopExercise: "Back Squat" });
    expect(sessionProgress(day, new Map([[0, 3]]))).toEqual({ loggedSets: 3, stopIndex: 1, stopExercise: "Plank" });
    // A later exercise done does not hide an earlier one left short.
    expect(
      sessionProgress(
        day,
        new Map([
          [0, 2],
          [1, 2],
        ]),
      ),
    ).toMatchObject({ stopIndex: 0 });
  });

  it("has no stop when every exercise has its sets, extra sets included", () => {
    expect(
      sessionProgress(
        day,
        new Map([
          [0, 4],
          [1, 2],
        ]),
      ),
    ).toEqual({ loggedSets: 6, stopIndex: null, stopExercise: null });
    expect(sessionProgress([], new Map())).toEqual({ loggedSets: 0, stopIndex: null, stopExercise: null });
  });
});
