// A loopback port nobody listens on, so two copies of the platform (or a test run beside a
// running app) on one machine each get their own embedded database instead of colliding.
import net from "node:net";

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(true)));
  });

/** The preferred port when it is free, else the next free one after it (or one the system picks). */
export async function freePort(preferred: number, tries = 50) {
  for (let port = preferred; port < Math.min(preferred + tries, 65536); port++) {
    if (await isFree(port)) return port;
  }
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen({ port: 0, host: "127.0.0.1" }, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
