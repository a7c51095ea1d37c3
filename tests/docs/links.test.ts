// The project's own docs point only at what exists: every relative link in README.md and docs/
// resolves to a file or folder of the repository, and every repository path the prose names in
// backticks (`src/server/app.ts`) is still there. A moved or deleted file fails this test instead
// of leaving a reader at a dead end.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

const documents = ["README.md", ...markdownFiles("docs")];

/** `[text](target)`, without images' and autolinks' special cases: both resolve the same way. */
const LINK = /\]\(([^)\s]+)\)/g;
/** A path the prose names: starts at a top-level folder of the repository, no wildcard or placeholder. */
const NAMED_PATH = /`((?:src|docs|scripts|tests|bench|tools|content)\/[^`\s*{}<>]+?)`/g;
/** Paths that the prose names on purpose although they are made at run time or by a build. */
const MADE_LATER = /^(?:dist|data|node_modules)\//;

function brokenReferences(document: string) {
  const text = readFileSync(path.join(root, document), "utf8");
  const broken: string[] = [];
  for (const [, target] of text.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target!) || target!.startsWith("#")) continue;
    const file = decodeURIComponent(target!.split("#")[0]!);
    if (!existsSync(path.resolve(root, path.dirname(document), file))) broken.push(`link ${target}`);
  }
  for (const [, named] of text.matchAll(NAMED_PATH)) {
    const file = named!.replace(/[.,:;]$/, "");
    if (MADE_LATER.test(file)) continue;
    if (!existsSync(path.join(root, file))) broken.push(`path ${file}`);
  }
  return broken;
}

describe("the project's docs", () => {
  it("are found: README and every decision record", () => {
    expect(documents).toContain("docs/architecture.md");
    expect(documents.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(10);
  });

  it.each(documents)("%s links and names only files that exist", (document) => {
    expect(brokenReferences(document)).toEqual([]);
  });

  it("never send a reader outside the repository", () => {
    for (const document of documents) {
      expect(readFileSync(path.join(root, document), "utf8"), document).not.toMatch(/\.\.\/shared\//);
    }
  });

  it("say, in a superseded decision, which record superseded it", () => {
    for (const document of documents.filter((file) => file.startsWith("docs/decisions/"))) {
      const status = /^Status: (.*)$/m.exec(readFileSync(path.join(root, document), "utf8"))?.[1] ?? "";
      if (/superseded/i.test(status))
        expect(status, document).toMatch(/superseded by \[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\)/i);
    }
    expect(readFileSync(path.join(root, "docs/decisions/004-locale-files-on-demand.md"), "utf8")).toMatch(
      /^Status: superseded by/m,
    );
    expect(readFileSync(path.join(root, "docs/decisions/005-gzip-at-runtime.md"), "utf8")).toMatch(
      /^Status: superseded by/m,
    );
  });
});
