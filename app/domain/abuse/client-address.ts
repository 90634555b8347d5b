/**
 * The header our server (server/app.ts) overwrites with the socket's address, or the trusted
 * proxy's client, on every request: what better-auth and the rate limits count a client by.
 */
export const CLIENT_IP_HEADER = "x-afa-client-ip";

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** The eight hextets of an IPv6 address, or null when it is not one. */
function ipv6Hextets(address: string): string[] | null {
  let text = address;
  // An embedded IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is two more hextets.
  const tail = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (tail?.[1] && tail[2]) {
    if (!IPV4.test(tail[2])) return null;
    const [a = 0, b = 0, c = 0, d = 0] = tail[2].split(".").map(Number);
    text = `${tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const hextets = [...head, ...Array<string>(missing).fill("0"), ...rest];
  if (!hextets.every((h) => HEXTET.test(h))) return null;
  return hextets.map((h) => Number.parseInt(h, 16).toString(16));
}

/**
 * The identity a rate limit counts a client under. IPv4 addresses count one by one; an IPv6
 * client usually holds a whole /64, so it is counted per /64 (rotating the host part must not
 * reset the limit). IPv4-mapped IPv6 (as Node reports IPv4 on a dual-stack socket) is IPv4.
 */
export function clientAddressKey(raw: string | null | undefined): string {
  const address = (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/^\[|\](?::\d+)?$/g, "")
    .replace(/%.*$/, "");
  if (!address) return "unknown";
  if (IPV4.test(address)) return address;
  const hextets = ipv6Hextets(address);
  if (!hextets) return `other:${address.slice(0, 64)}`;
  const mapped = hextets.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped) {
    const high = Number.parseInt(hextets[6] ?? "0", 16);
    const low = Number.parseInt(hextets[7] ?? "0", 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${hextets.slice(0, 4).join(":")}::/64`;
}
