// Which push endpoints a browser may register. The server POSTs to whatever URL is stored here, so
// an unchecked endpoint would let any member make it call internal addresses (SSRF): only https,
// and plain http to this machine only outside production (local test push services).
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Private, loopback and link-local address literals: never a public push service. */
const isPrivateAddress = (host: string) =>
  LOOPBACK_HOSTS.has(host) ||
  /^(10|127)\.\d+\.\d+\.\d+$/.test(host) ||
  /^192\.168\.\d+\.\d+$/.test(host) ||
  /^172\.(1[6-9]|2\d|3[01])\.\d+\.\d+$/.test(host) ||
  /^169\.254\.\d+\.\d+$/.test(host) ||
  /^0\.0\.0\.0$/.test(host) ||
  /^\[(f[cd]|fe80|::)/i.test(host);

export function isAllowedEndpoint(endpoint: string, isProduction: boolean) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!isProduction) return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  return url.protocol === "https:" && !isPrivateAddress(url.hostname);
}
