// The HTTP side of start-up: the app on its port, on one address or on both loopback ones.
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { AddressInfo } from "node:net";
import { StartupError } from "./lib/startup-error";

export interface HttpListener {
  port: number;
  /** Stops taking connections and resolves once the requests in flight have finished. */
  close(): Promise<void>;
}

/**
 * "localhost" is both loopback addresses: browsers resolve it to ::1 first on many systems
 * and Node resolves it to one address only, so listening on the name would miss half the clients.
 */
const addressesOf = (host: string) => (host === "localhost" ? ["127.0.0.1", "::1"] : [host]);

/** Only the first address must work: a machine without IPv6 still serves on 127.0.0.1. */
const isOptionalAddressMissing = (error: NodeJS.ErrnoException, index: number) =>
  index > 0 && (error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT");

function listenOn(server: Server, port: number, address: string) {
  return new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, address, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * How long an idle keep-alive connection is kept. Longer than the idle timeout of the proxies and
 * load balancers put in front (60 s is the common default), so it is always the proxy that closes
 * an idle connection: when the server closes one at the moment the proxy reuses it, the request
 * is lost to a reset (a 502 for the user). Node's 5 s default makes that race frequent for any
 * client that keeps connections, our own tests' request contexts included.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * How long a connection accepted just before the listener closed has to deliver its request.
 * Node closes idle connections the moment it stops listening, and one accepted a moment ago is
 * idle until its request arrives: a balancer that has just sent one there would get a reset.
 */
export const LAST_REQUEST_MS = 1_000;

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    if (!server.listening) return resolve();
    const closeIdleConnections = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    server.close(() => resolve());
    setTimeout(closeIdleConnections, LAST_REQUEST_MS).unref();
  });

function explain(error: NodeJS.ErrnoException, port: number, address: string) {
  if (error.code === "EADDRINUSE") {
    return new StartupError(
      `Port ${port} is already in use on ${address} by another program: stop it, or set PORT to a free port.`,
    );
  }
  if (error.code === "EACCES") {
    return new StartupError(
      `This user may not listen on port ${port}: set PORT to 1024 or above (and put a proxy in front for port 80 or 443).`,
    );
  }
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") {
    return new StartupError(
      `This machine has no address ${address} to listen on: set HOST to one of its addresses, or leave it unset.`,
    );
  }
  return error;
}

export async function listenHttp(
  listener: RequestListener,
  options: {
    port: number;
    host: string;
    /** WebSocket upgrades (a creator's live stream); without it they are left unanswered. */
    onUpgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  },
): Promise<HttpListener> {
  const servers: Server[] = [];
  let port = options.port;
  for (const [index, address] of addressesOf(options.host).entries()) {
    // Headers must be allowed longer than the keep-alive, or a slow first request on a reused
    // connection is cut by the headers timer instead (Node's advice).
    const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 }, listener);
    if (options.onUpgrade) server.on("upgrade", options.onUpgrade);
    try {
      // A port of 0 lets the system choose on the first address; the others take the same one.
      port = await listenOn(server, port, address);
      servers.push(server);
    } catch (error) {
      if (isOptionalAddressMissing(error as NodeJS.ErrnoException, index)) continue;
      await Promise.all(servers.map(closeServer));
      throw explain(error as NodeJS.ErrnoException, port, address);
    }
  }
  return { port, close: () => Promise.all(servers.map(closeServer)).then(() => undefined) };
}
