// The plan cards tell the truth: every benefit they list links to a page of the app that exists,
// and the support FAQ's answer about the plans names the same benefits.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../scripts/routes";
import { benefitPath, benefitPaths, planFeatures } from "../../src/web/features/plans/plan-features";

const english = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../src/web/i18n/locales/en.json"), "utf8"),
) as {
  plans: { features: Record<string, Record<string, string>> };
  support: { faq: { memberships: Record<string, { answer: string }> } };
};
const pages = pageRoutes().filter((page) => page.file && !page.file.endsWith("not-found-page.tsx"));
const benefits = Object.entries(planFeatures).flatMap(([tier, features]) =>
  features.map((feature) => ({ tier, feature })),
);

describe("plan benefits", () => {
  it.each(benefits)("$tier's “$feature” links to a page that exists", ({ feature }) => {
    const route = benefitPaths[feature].split("?")[0];
    expect(pages.map((page) => page.path)).toContain(route);
    expect(benefitPath(feature, "maya_strong")).not.toContain(":username");
  });

  it.each(benefits)("$tier's “$feature” is named in the support FAQ", ({ tier, feature }) => {
    const label = english.plans.features[tier]![feature]!.toLowerCase();
    const answer = english.support.faq.memberships[tier === "rookie" ? "free" : "plans"]!.answer.toLowerCase();
    expect(answer).toContain(label);
  });

  it("lists no benefit the cards do not show", () => {
    const shown = new Set(Object.values(planFeatures).flat());
    for (const features of Object.values(english.plans.features)) {
      for (const key of Object.keys(features)) expect(shown).toContain(key);
    }
  });
});
