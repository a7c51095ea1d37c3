// The boundary rules fail lint on the imports they forbid (eslint.config.js, eslint/feature-boundaries.js).
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function ruleIdsFor(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

describe("feature boundaries", () => {
  it("refuse a component imported from inside another web feature", async () => {
    const code =
      'import { SubscriptionCard } from "../memberships/subscription-card";\nexport const x = SubscriptionCard;\n';
    expect(await ruleIdsFor(code, "src/web/features/home/new-section.ts")).toContain("import-x/no-restricted-paths");
  });

  it("refuse a feature's index.ts handing out a component", async () => {
    const code = 'export { SubscriptionCard } from "./subscription-card";\n';
    expect(await ruleIdsFor(code, "src/web/features/memberships/index.ts")).toContain(
      "boundaries/no-component-exports",
    );
  });

  it("refuse a server feature reaching into another's files", async () => {
    const code = 'import { notify } from "../notifications/notify";\nexport const x = notify;\n';
    expect(await ruleIdsFor(code, "src/server/features/routines/new-file.ts")).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("accept a hook taken through the feature's index.ts", async () => {
    const code = 'import { useOwnMemberships } from "../memberships";\nexport const x = useOwnMemberships;\n';
    expect(await ruleIdsFor(code, "src/web/features/home/new-section.ts")).toEqual([]);
  });

  it("refuse shared ui importing a feature", async () => {
    const code = 'import { useOwnMemberships } from "../features/memberships";\nexport const x = useOwnMemberships;\n';
    expect(await ruleIdsFor(code, "src/web/ui/new-piece.ts")).toContain("import-x/no-restricted-paths");
  });
});
