// One-way imports between features (issue 22): no two features of a side import each other.
import { describe, expect, it } from "vitest";
import { featureArrows, mutualPairs } from "./feature-graph";

describe.each(["src/web/features", "src/server/features"])("the features in %s", (featuresDir) => {
  it("never import each other both ways", () => {
    const arrows = featureArrows(featuresDir);
    expect(arrows.length).toBeGreaterThan(0);
    expect(mutualPairs(arrows)).toEqual([]);
  });
});

describe("the measure", () => {
  it("sees a mutual pair when there is one", () => {
    const pairs = mutualPairs([
      { from: "a", to: "b", files: ["a/x.ts -> ../b/y"] },
      { from: "b", to: "a", files: ["b/y.ts -> ../a/x"] },
      { from: "b", to: "c", files: ["b/z.ts -> ../c/w"] },
    ]);
    expect(pairs).toEqual(["a <-> b: a/x.ts -> ../b/y; b/y.ts -> ../a/x"]);
  });
});
