import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import net from "node:net";
import os from "node:os";

/**
 * What a webhook URL may reach (SSRF): public addresses over HTTPS. Private networks, loopback,
 * link-local (cloud metadata at 169.254.169.254), this server's own addresses and plain HTTP are
 * refused unless an admin allowed the webhook to reach private networks (then plain HTTP too, for a
 * receiver on the same machine or network). Checked when the URL is saved, and again on every
 * connection against the address actually dialled, so a name that later resolves elsewhere (DNS
 * rebinding) is refused too.
 */

const V4_BLOCKS: readonly [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

const v4Number = (ip: string) => ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);

function privateV4(ip: string): boolean {
  const n = v4Number(ip);
  return V4_BLOCKS.some(
    ([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4Number(base) / 2 ** (32 - bits)),
  );
}

function privateV6(ip: string): boolean {
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped) return privateV4(mapped);
  if (lower === "::" || lower === "::1") return true;
  const first = parseInt(lower.split(":")[0] || "0", 16);
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast, 64:ff9b::/96 NAT64 (may reach private v4).
  return (
    (first & 0xfe00) === 0xfc00 ||
    (first & 0xffc0) === 0xfe80 ||
    (first & 0xff00) === 0xff00 ||
    lower.startsWith("64:ff9b:")
  );
}

const ownAddresses = () =>
  new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .flatMap((a) => (a ? [a.address.toLowerCase()] : [])),
  );

/** Whether an IP address is one a webhook may not reach without an admin's leave. */
export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (!family) return true;
  return (family === 4 ? privateV4(ip) : privateV6(ip)) || ownAddresses().has(ip.toLowerCase());
}

/** Why a URL may not be a webhook's (in words), or null when it may; checks its form, not where it resolves. */
export function urlProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "Enter a full URL, such as https://example.com/hooks/lineup.";
  }
  if (url.username || url.password)
    return "The URL may not hold a user name or password: the signature proves the sender.";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowPrivate))
    return (
      "The URL must start with https:// (plain http:// only for a receiver an admin allowed " + "on a private network)."
    );
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (
    !allowPrivate &&
    (host === "localhost" || host.endsWith(".localhost") || (net.isIP(host) && isPrivateAddress(host)))
  )
    return "The URL reaches a private network or this server: only an admin may allow that.";
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses private addresses: the connection is made to the
 * address checked here, never to one resolved again later.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused || !addresses.length) {
        const error: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to ${refused?.address ?? "nothing"}, a private address: refused`,
        );
        error.code = "EPRIVATE";
        return callback(error, []);
      }
      const first = addresses[0];
      if (options.all) callback(null, addresses);
      else if (first) callback(null, first.address, first.family);
    });
  };
}
