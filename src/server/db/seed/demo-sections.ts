// The demo creators' further profile sections: testimonials, a weekly training split and a
// nutrition framework (spec section 2), for two of them, so the Profile tab shows each section.
import { randomUUID } from "node:crypto";
import type { NutritionFramework, Testimonial, WeeklySplitDay } from "../../../domain/profile-sections";

interface DemoSections {
  testimonials: Omit<Testimonial, "id">[];
  weeklySplit: WeeklySplitDay[];
  nutrition: NutritionFramework;
}

const sections: Record<string, DemoSections> = {
  maya_strong: {
    testimonials: [
      {
        quote: "Maya took my deadlift from 80 to 140 kg in a year, and my back has never felt better.",
        author: "Priya, software engineer",
      },
      {
        quote: "Three sessions a week that fit around two kids. The programming just works.",
        author: "Daniel, father of two",
      },
    ],
    weeklySplit: [
      { day: 0, focus: "Squat + upper pull", notes: "Heavy triples, then rows and chin-ups", isRest: false },
      { day: 1, focus: "", notes: "Walk 30 minutes", isRest: true },
      { day: 2, focus: "Bench + lower accessories", notes: "Paused bench, split squats", isRest: false },
      { day: 3, focus: "", notes: "", isRest: true },
      { day: 4, focus: "Deadlift + overhead press", notes: "Work up to a heavy single, then volume", isRest: false },
      { day: 5, focus: "Conditioning", notes: "Sled pushes and carries, 20 minutes", isRest: false },
      { day: 6, focus: "", notes: "Mobility and family time", isRest: true },
    ],
    nutrition: {
      principles: ["Protein at every meal", "Eat mostly whole foods, 80% of the time", "Carbs around training"],
      macros: { calories: 2300, proteinGrams: 150, carbsGrams: 250, fatGrams: 75 },
    },
  },
  leo_flow: {
    testimonials: [
      {
        quote: "After six weeks of Leo's mobility flows I can touch my toes for the first time since school.",
        author: "Marta, surfer",
      },
      { quote: "Calm, precise cueing. My shoulders finally stopped aching after paddling.", author: "Tom, triathlete" },
    ],
    weeklySplit: [
      { day: 0, focus: "Hips and hamstrings flow", notes: "45 minutes", isRest: false },
      { day: 1, focus: "Shoulders and thoracic spine", notes: "", isRest: false },
      { day: 2, focus: "Breathwork + yin", notes: "Slow day", isRest: false },
      { day: 3, focus: "Vinyasa strength", notes: "", isRest: false },
      { day: 4, focus: "Ankles, knees and balance", notes: "", isRest: false },
      { day: 5, focus: "Long flow", notes: "75 minutes", isRest: false },
      { day: 6, focus: "", notes: "Surf or walk on the beach", isRest: true },
    ],
    nutrition: {
      principles: ["Plants first", "Hydrate before you caffeinate", "Eat slowly, stop at 80% full"],
      macros: { calories: 2500, proteinGrams: 120, carbsGrams: 320, fatGrams: 80 },
    },
  },
};

/** The creator's sections as stored on the creator profile, or nothing for creators without them. */
export function demoSectionsOf(username: string) {
  const demo = sections[username];
  if (!demo) return {};
  return { ...demo, testimonials: demo.testimonials.map((testimonial) => ({ ...testimonial, id: randomUUID() })) };
}
