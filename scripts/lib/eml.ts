// A small reader for the .eml files the app's outbox writes (nodemailer's output: headers,
// multipart/alternative, quoted-printable or base64 parts), for `npm run outbox` and the tests:
// enough for what our mailer writes, not a general parser.

export type ParsedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Uint8Array, charset = "utf-8"): string {
  return new TextDecoder(charset).decode(bytes);
}

function decodeQuotedPrintable(input: string, charset?: string, underscoreIsSpace = false): string {
  const source = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    const hex = source.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && char === "_") {
      bytes.push(0x20);
    } else {
      bytes.push(...new TextEncoder().encode(char));
    }
  }
  return decodeBytes(Uint8Array.from(bytes), charset);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes subjects. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, text) =>
      encoding.toUpperCase() === "B"
        ? decodeBytes(Buffer.from(text, "base64"), charset)
        : decodeQuotedPrintable(text, charset, true),
    );
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`${name}="?([^";]+)"?`, "i"));
  return match?.[1];
}

function decodeBody(part: Part): string {
  const type = part.headers.get("content-type");
  const charset = parameter(type, "charset") ?? "utf-8";
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body, charset);
  if (encoding === "base64") return decodeBytes(Buffer.from(part.body, "base64"), charset);
  return part.body;
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  if (!type.toLowerCase().startsWith("multipart/")) return [part];
  const boundary = parameter(type, "boundary");
  if (!boundary) return [];
  const sections = part.body.split(`--${boundary}`);
  // Before the first boundary is the preamble; from the closing "--" on, the epilogue.
  return sections
    .slice(1)
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\n/, "").replace(/\n$/, ""))));
}

export function parseEml(raw: string): ParsedMail {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const find = (type: string) =>
    parts.find((p) => (p.headers.get("content-type") ?? "text/plain").startsWith(type));
  const text = find("text/plain");
  const html = find("text/html");
  return {
    to: decodeHeader(message.headers.get("to") ?? ""),
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    text: text ? decodeBody(text) : "",
    html: html ? decodeBody(html) : "",
  };
}

/** Every http(s) link in a message's text, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}
