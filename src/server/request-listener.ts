// The whole HTTP side of the platform as one Node request listener: the front door (security
// headers, visitors' repeated public reads, reads of no endpoint) in front of the app.
import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp, createSharedAnswers } from "./app";
import type { AppDeps } from "./context";
import { frontDoor } from "./lib/front-door";
import { findsNoEndpoint } from "./lib/no-such-endpoint";

export function createRequestListener(deps: AppDeps): RequestListener {
  const sharedAnswers = createSharedAnswers(deps.config);
  const app = createApp(deps, sharedAnswers);
  return frontDoor(getRequestListener(app.fetch, { hostname: deps.config.host }), {
    cache: sharedAnswers,
    findsNoEndpoint: findsNoEndpoint(app),
    logger: deps.logger,
    isDraining: () => deps.lifecycle.isDraining,
    observeRequest: deps.metrics?.observeRequest,
    mediaOrigins: [
      ...deps.storage.mediaOrigins,
      ...(deps.config.media.cdnUrl ? [new URL(deps.config.media.cdnUrl).origin] : []),
    ],
  });
}
