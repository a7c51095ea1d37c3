import { describe, expect, it } from "vitest";
import { protectTerms, restoreTerms } from "./glossary";

describe("fitness glossary", () => {
  it("hides exercise names and measured amounts from the provider and puts them back", () => {
    const { text, terms } = protectTerms("Deadlift 100 kg, then run 5 km. AMRAP with burpees.", "es");
    expect(text).not.toMatch(/deadlift|100 kg|5 km|AMRAP|burpees/i);
    expect(restoreTerms(text, terms)).toBe("Deadlift 100 kg, then run 5 km. AMRAP with burpees.");
  });

  it("maps reps and sets to the reader's words", () => {
    const { text, terms } = protectTerms("5 sets of 10 reps", "es");
    expect(restoreTerms(text, terms)).toBe("5 series of 10 repeticiones");
  });

  it("restores placeholders a provider spaced out", () => {
    const { terms } = protectTerms("Squat day", "fr");
    expect(restoreTerms("Jour de ⟦ 0 ⟧", terms)).toBe("Jour de Squat");
  });

  it("leaves ordinary words alone (no unit inside a word)", () => {
    const { text, terms } = protectTerms("Skip milk and kindness", "es");
    expect(terms).toEqual([]);
    expect(text).toBe("Skip milk and kindness");
  });
});
