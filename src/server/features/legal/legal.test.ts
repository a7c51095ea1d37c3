// The Terms of Service and the Privacy Policy: the operator's Markdown files, per language, turned
// into HTML that can carry no markup of the file's own.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { legalDocuments } from "../../../domain/legal";
import { LEGAL_CONTENT_DIR, readLegalPage } from "./documents";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings, paragraphs, lists, emphasis, code and links, with the first heading as title", () => {
    const { title, html } = renderMarkdown(
      [
        "# Terms",
        "",
        "Intro line one",
        "line two with **bold**, *italic* and `code`.",
        "",
        "## Lists",
        "- one",
        "- [two](https://example.com/a?b=1&c=2)",
        "",
        "1. first",
        "2. [help](/support)",
      ].join("\n"),
    );
    expect(title).toBe("Terms");
    expect(html).toBe(
      [
        "<h1>Terms</h1>",
        "<p>Intro line one line two with <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>",
        "<h2>Lists</h2>",
        '<ul><li>one</li><li><a href="https://example.com/a?b=1&amp;c=2">two</a></li></ul>',
        '<ol><li>first</li><li><a href="/support">help</a></li></ol>',
      ].join("\n"),
    );
  });

  it("shows HTML written in the file as text and keeps links to script or other sites' protocols as text", () => {
    const { html } = renderMarkdown(
      [
        '# <img src=x onerror="alert(1)">',
        "<script>alert('x')</script>",
        "[click](javascript:alert(1)) [proto](//evil.example) [data](data:text/html,hi)",
        '- **<b onclick="x">bold</b>**',
        "`<i>code</i>`",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<(?!\/?(h1|p|ul|li|strong|code)>)[a-z]/i);
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("[click](javascript:alert(1))");
    expect(html).toContain("[proto](//evil.example)");
    expect(html).toContain("<code>&lt;i&gt;code&lt;/i&gt;</code>");
  });
});

describe("readLegalPage", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "fitcreators-legal-"));
    await mkdir(path.join(dir, "en"));
    await mkdir(path.join(dir, "fr"));
    await writeFile(path.join(dir, "en", "terms.md"), "# Acme Terms\n\nOnly the operator's words.\n");
    await writeFile(path.join(dir, "fr", "terms.md"), "# Conditions d'Acme\n\nLes mots de l'exploitant.\n");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("shows the operator's file for the language, and the English one for a language without its own", async () => {
    expect(await readLegalPage("terms", "fr", dir)).toEqual({
      document: "terms",
      language: "fr",
      title: "Conditions d'Acme",
      html: "<h1>Conditions d&#39;Acme</h1>\n<p>Les mots de l&#39;exploitant.</p>",
    });
    expect(await readLegalPage("terms", "es", dir)).toMatchObject({ language: "en", title: "Acme Terms" });
    expect(await readLegalPage("privacy", "en", dir)).toBeNull();
  });

  it("shows a replaced file at once", async () => {
    await writeFile(path.join(dir, "en", "terms.md"), "# Acme Terms, second edition\n");
    expect(await readLegalPage("terms", "en", dir)).toMatchObject({ title: "Acme Terms, second edition" });
  });
});

describe("GET /api/legal/:document", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers each document in each language from the files in content/legal", async () => {
    for (const document of legalDocuments) {
      for (const language of ["en", "es", "fr", "pt-BR"]) {
        const response = await t.request("GET", `/api/legal/${document}?lang=${language}`);
        expect(response.status, `${document} ${language}`).toBe(200);
        expect(response.headers.get("cache-control")).toBe("public, max-age=60");
        const source = await readFile(path.join(LEGAL_CONTENT_DIR, language, `${document}.md`), "utf8");
        expect(response.json).toEqual({ document, language, ...renderMarkdown(source) });
        expect(response.json.title).not.toBe("");
      }
    }
  });

  it("answers English without a language, 404 for an unknown document and 400 for an unknown language", async () => {
    expect((await t.request("GET", "/api/legal/privacy")).json).toMatchObject({
      language: "en",
      title: "Privacy Policy",
    });
    const unknown = await t.request("GET", "/api/legal/cookies");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("legal_document_not_found");
    expect((await t.request("GET", "/api/legal/terms?lang=de")).status).toBe(400);
  });
});
