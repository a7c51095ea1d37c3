import { describe, expect, it } from "vitest";
import { convertUnits, defaultMeasurementSystem, withReaderUnits } from "./units";

describe("reader's units", () => {
  it.each([
    ["200 kg deadlift", "imperial", "441 lb deadlift"],
    ["Bench 225 lb today", "metric", "Bench 102 kg today"],
    ["2 km warm-up, 6 km at tempo", "imperial", "1.2 mi warm-up, 3.7 mi at tempo"],
    ["Ran 3.1 mi", "metric", "Ran 5 km"],
    ["2,5 kg plates", "imperial", "5,5 lb plates"],
    ["1,000 lbs total", "metric", "454 kg total"],
    ["Ran 10 miles", "metric", "Ran 16 km"],
    ["200 kg stays", "metric", "200 kg stays"],
    ["10 min rest, 5 mins easy, a mile", "metric", "10 min rest, 5 mins easy, a mile"],
    ["v2.5kg", "imperial", "v2.5kg"],
  ] as const)("%s (%s) reads %s", (text, system, expected) => {
    expect(withReaderUnits(text, system)).toBe(expected);
  });

  it("keeps each original amount beside its conversion", () => {
    expect(convertUnits("200 kg deadlift at 63 kg bodyweight", "imperial")).toEqual([
      { converted: "441 lb", original: "200 kg" },
      " deadlift at ",
      { converted: "139 lb", original: "63 kg" },
      " bodyweight",
    ]);
  });

  it("follows the language's usual units by default", () => {
    expect(defaultMeasurementSystem("en")).toBe("imperial");
    expect(defaultMeasurementSystem("es")).toBe("metric");
    expect(defaultMeasurementSystem("fr")).toBe("metric");
    expect(defaultMeasurementSystem("pt-BR")).toBe("metric");
  });
});
