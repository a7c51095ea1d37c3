// `npm run routes`: every URL and the file that handles it. The API's routes come from the app as
// createApp builds it (so conditionally mounted routers and the last route are included), each
// handler found by identity among the feature route modules' exports; the web's pages come from
// the <Route> elements of src/web/router.tsx (and of the dashboards' own routes module), each with
// the page module its element loads.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Hono } from "hono";
import ts from "typescript";
import { createApp } from "../src/server/app";
import type { AppDeps } from "../src/server/context";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROUTER_FILE = "src/web/router.tsx";
/** Modules whose exports handle API requests: the features' route modules and the API's last route. */
const HANDLER_MODULE_GLOB = /^src\/server\/features\/.+routes[^/]*\.ts$/;
const EXTRA_HANDLER_MODULES = ["src/server/lib/no-such-endpoint.ts"];

export interface ApiRoute {
  method: string;
  path: string;
  /** The handling file, relative to the checkout; undefined when no module's export holds the handler. */
  file: string | undefined;
}

export interface PageRoute {
  path: string;
  file: string | undefined;
}

type Handler = (...args: never[]) => unknown;

/** The files under `dir` (relative to the checkout) whose path matches `pattern`. */
function filesMatching(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((name) => `${dir}/${name.split(path.sep).join("/")}`)
    .filter((file) => pattern.test(file) && !file.endsWith(".test.ts"))
    .sort();
}

/**
 * Handler function -> the file that defines it. An exported function is its own module's; a handler
 * written inline is the module whose exported Hono app (or function returning one) registers it.
 * A function returning an app builds new handlers on each call: those are matched by their source.
 */
async function handlerFiles(): Promise<{ byIdentity: Map<unknown, string>; bySource: Map<string, string | null> }> {
  const byIdentity = new Map<unknown, string>();
  const bySource = new Map<string, string | null>();
  const files = [...filesMatching("src/server/features", HANDLER_MODULE_GLOB), ...EXTRA_HANDLER_MODULES];
  const modules = await Promise.all(
    files.map(
      async (file) => [file, (await import(/* @vite-ignore */ `../${file}`)) as Record<string, unknown>] as const,
    ),
  );
  for (const [file, exports] of modules) {
    for (const value of Object.values(exports)) if (typeof value === "function") byIdentity.set(value, file);
  }
  for (const [file, exports] of modules) {
    for (const [name, value] of Object.entries(exports)) {
      const app = value instanceof Hono ? value : typeof value === "function" ? builtApp(name, value as Handler) : null;
      for (const route of app?.routes ?? []) {
        if (!byIdentity.has(route.handler)) byIdentity.set(route.handler, file);
        const source = route.handler.toString();
        // The same source in two files says nothing about which one handles a route.
        bySource.set(source, bySource.has(source) && bySource.get(source) !== file ? null : file);
      }
    }
  }
  return { byIdentity, bySource };
}

/** The app a route module's `…Routes(deps)` function builds, called with no dependencies (none are read at build). */
function builtApp(name: string, build: Handler): Hono | null {
  if (!name.endsWith("Routes")) return null;
  try {
    const app = (build as () => unknown)();
    return app instanceof Hono ? app : null;
  } catch {
    return null;
  }
}

/**
 * The app as createApp builds it with the development outbox and the sandbox mounted. Building reads
 * a few settings and no service: the database, mailer and provider are reached only by requests.
 */
function fullApp() {
  const deps = {
    config: {
      isProduction: false,
      smtpUrl: undefined,
      publicUrl: "http://localhost:3000",
      publicCacheBytes: 0,
      webDistDir: path.join(ROOT, "no-web-build"),
      metrics: { token: undefined, port: undefined },
    },
    mailer: { outbox: { list: () => [] } },
    sandbox: {},
  } as unknown as AppDeps;
  return createApp(deps, null);
}

/**
 * Every endpoint of the API, and the server's other feature routes (robots.txt, the sitemap). A route
 * is the last handler of its registration (validators and other middleware come before it);
 * middleware registered with `use` (method ALL, a handler that takes `next`) is left out.
 */
export async function apiRoutes(): Promise<ApiRoute[]> {
  const { byIdentity, bySource } = await handlerFiles();
  const registered = fullApp().routes;
  const routes: ApiRoute[] = [];
  registered.forEach((route, index) => {
    const next = registered[index + 1];
    if (next && next.method === route.method && next.path === route.path) return;
    if (route.method === "ALL" && route.handler.length >= 2) return;
    const file = byIdentity.get(route.handler) ?? bySource.get(route.handler.toString()) ?? undefined;
    const isApi = route.path === "/api" || route.path.startsWith("/api/");
    if (isApi || file) routes.push({ method: route.method, path: route.path, file });
  });
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The module a page element loads: `import("./…")` inside it, or the component it renders. */
function elementFile(element: ts.Expression, source: ts.SourceFile): string | undefined {
  let specifier: string | undefined;
  const visit = (node: ts.Node): void => {
    if (specifier) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) specifier = first.text;
      return;
    }
    if (ts.isIdentifier(node) && node !== element) {
      // A page defined once above the routes and used in several (`inboxPage`).
      const declared = declarationOf(node.text, source);
      if (declared) visit(declared);
    }
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName)) {
      specifier ??= importedFrom(node.tagName.text, source);
    }
    ts.forEachChild(node, visit);
  };
  if (ts.isIdentifier(element)) {
    const declared = declarationOf(element.text, source);
    if (declared) visit(declared);
  } else visit(element);
  return specifier ? resolveModule(path.posix.dirname(ROUTER_FILE), specifier) : undefined;
}

function declarationOf(name: string, source: ts.SourceFile): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) return declaration.initializer;
    }
  }
  return undefined;
}

function importedFrom(name: string, source: ts.SourceFile): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((binding) => binding.name.text === name))
      return statement.moduleSpecifier.text;
  }
  return undefined;
}

/** A relative specifier as a file of the checkout, or undefined for a package. */
function resolveModule(fromDir: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.posix.join(fromDir, specifier);
  return [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((file) =>
    existsSync(path.join(ROOT, file)),
  );
}

function jsxAttribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && ts.isIdentifier(property.name) && property.name.text === name,
  );
}

/**
 * Every URL of the web app: each <Route> without child routes, its path joined with its parents'.
 * A route ending in "/*" whose module holds more routes (the dashboards') is read into as well.
 */
export function pageRoutes(file = ROUTER_FILE, basePath = "/"): PageRoute[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const pages: PageRoute[] = [];
  const visitRoutes = (nodes: readonly ts.Node[], parentPath: string) => {
    for (const node of nodes) {
      const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : null;
      if (!opening || !ts.isIdentifier(opening.tagName) || opening.tagName.text !== "Route") {
        ts.forEachChild(node, (child) => visitRoutes([child], parentPath));
        continue;
      }
      const pathValue = jsxAttribute(opening, "path")?.initializer;
      const ownPath = pathValue && ts.isStringLiteral(pathValue) ? pathValue.text : "";
      const fullPath = ownPath ? path.posix.join(parentPath, ownPath) : parentPath;
      const children = ts.isJsxElement(node)
        ? node.children.filter((child) => ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child))
        : [];
      if (children.length > 0) {
        visitRoutes(children, fullPath);
        continue;
      }
      const element = jsxAttribute(opening, "element")?.initializer;
      const expression = element && ts.isJsxExpression(element) ? element.expression : undefined;
      const pageFile = expression ? elementFile(expression, source) : undefined;
      if (fullPath.endsWith("/*") && pageFile && /<Routes>/.test(readFileSync(path.join(ROOT, pageFile), "utf8"))) {
        pages.push(...pageRoutes(pageFile, fullPath.slice(0, -2)));
        continue;
      }
      pages.push({ path: fullPath, file: pageFile });
    }
  };
  visitRoutes([source], basePath);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Rows of cells as aligned columns. */
function columns(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]!.length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export async function routeListing(): Promise<string> {
  const api = await apiRoutes();
  const pages = pageRoutes();
  return [
    "Server (src/server/app.ts)",
    columns(api.map((route) => [route.method, route.path, route.file ?? "?"])),
    "",
    `Web pages (${ROUTER_FILE})`,
    columns(pages.map((page) => [page.path, page.file ?? "?"])),
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await routeListing());
}
