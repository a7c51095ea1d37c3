// The API's contract, as types only: the web app imports this file with `import type` and so reads
// every endpoint's path, input and answer from the routes themselves.
import type { ExtractSchema } from "hono/types";
import type { apiRoutes } from "./app";

export type ApiSchema = ExtractSchema<ReturnType<typeof apiRoutes>>;
