// /metrics on a port of its own (METRICS_PORT), without a token: for a scraper on the private
// network. The port must never be published to the internet; it serves nothing else.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";
import type { Logger } from "../../lib/logger";
import { StartupError } from "../../lib/startup-error";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export async function startMetricsServer(options: {
  port: number;
  /** The address to listen on; "localhost" is 127.0.0.1, where a scraper on the same machine looks. */
  host: string;
  registry: Registry;
  logger: Logger;
}): Promise<MetricsServer> {
  const { registry, logger } = options;
  const server = createServer((request, response) => {
    const path = request.url?.split("?", 1)[0];
    if (path !== "/metrics") {
      response
        .writeHead(404, { "content-type": "text/plain; charset=utf-8" })
        .end("Not found: metrics are at /metrics.\n");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, "metrics not collected");
        response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Metrics not collected.\n");
      },
    );
  });
  const host = options.host === "localhost" ? "127.0.0.1" : options.host;
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE" || error.code === "EACCES"
          ? new StartupError(
              `METRICS_PORT ${options.port} cannot be used on ${host} (${error.code}): set it to a free port above 1023.`,
            )
          : error,
      ),
    );
    server.listen(options.port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    // Idle keep-alive connections (a scraper's) are closed with it (Node 19+).
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
