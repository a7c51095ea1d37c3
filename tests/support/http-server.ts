// The platform's real Node listener (front door and app) on a free port, for tests that need
// what only real HTTP shows: the front door's answers, raw headers, bytes on the wire.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppDeps } from "../../src/server/context";
import { createRequestListener } from "../../src/server/request-listener";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startHttpServer(deps: AppDeps) {
  const server = createServer(createRequestListener(deps));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** A GET with exactly these headers (no added Accept-Encoding), its body as sent. */
    get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        });
        outgoing.on("error", reject);
        outgoing.end();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
