// One-way imports between features, for the web app and the server alike (issue 22):
// app shell and page compositions -> features -> ui/lib -> domain.
// A feature reaches another only through that feature's index.ts, and an index.ts hands out
// hooks, functions and types, never components (a page that combines features passes slots).
import fs from "node:fs";
import path from "node:path";

const featureNames = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A zone per feature: every other feature is out of bounds except for its index.ts. */
export function featureZones(featuresDir, side) {
  const names = featureNames(featuresDir);
  return names.map((name) => ({
    target: `./${featuresDir}/${name}`,
    from: `./${featuresDir}`,
    except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: `a ${side} feature reaches another only through its index.ts (hooks, functions and types)`,
  }));
}

/**
 * Lint rule: a feature's index.ts re-exports no component: no PascalCase value from a .tsx module
 * (hooks such as `usePostTranslation` may live in one), and no `export *` from one.
 */
export const noComponentExports = {
  meta: {
    type: "problem",
    docs: { description: "a feature's index.ts hands out hooks, functions and types, not components" },
    schema: [],
    messages: {
      component: "'{{name}}' is a component: other features get hooks and types; a page composes components",
      exportAll: "name what crosses the boundary from a .tsx module: `export { useThing } from`, not `export *`",
    },
  },
  create(context) {
    const isComponentModule = (source) => fs.existsSync(`${path.resolve(path.dirname(context.filename), source)}.tsx`);
    return {
      ExportAllDeclaration(node) {
        if (node.exportKind !== "type" && isComponentModule(node.source.value)) {
          context.report({ node, messageId: "exportAll" });
        }
      },
      ExportNamedDeclaration(node) {
        if (node.exportKind === "type" || !node.source || !isComponentModule(node.source.value)) return;
        for (const specifier of node.specifiers) {
          const name = specifier.exported.name ?? specifier.exported.value;
          if (specifier.exportKind !== "type" && /^[A-Z]/.test(name) && /[a-z]/.test(name)) {
            context.report({ node: specifier, messageId: "component", data: { name } });
          }
        }
      },
    };
  },
};
