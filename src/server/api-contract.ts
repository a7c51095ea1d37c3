// The API's contract, as types only: the web app imports this file with `import type` and so reads
// every endpoint's path, input and answer from the routes themselves (decision 022).
import type { ExtractSchema, MergeSchemaPath } from "hono/types";
import type { apiRoutes } from "./app";
import type { devMailRoutes } from "./features/dev-mail/routes";
import type { sandboxRoutes } from "./features/sandbox/routes";

/** Mounted only where they exist (the dev outbox, the sandbox provider), typed all the same. */
type OptionalRoutes = MergeSchemaPath<ExtractSchema<ReturnType<typeof devMailRoutes>>, "/dev/mail"> &
  MergeSchemaPath<ExtractSchema<ReturnType<typeof sandboxRoutes>>, "/sandbox">;

export type ApiSchema = ExtractSchema<ReturnType<typeof apiRoutes>> & OptionalRoutes;

/** Server rendering's side of the contract: the page data it passes the web's renderer, and its answer. */
export type { PageData, PublicPage } from "./ssr/page-data";
export type { PreloadImage } from "./ssr/document";
export type { RenderRequest, RenderResult } from "./ssr/server-rendering";
