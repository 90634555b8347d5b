// npm run outbox [-- --count 5] [--to someone@example.ng] [--full]
// Without SMTP_URL the site writes every e-mail to DATA_DIR/outbox as an .eml file, which is
// quoted-printable: a verification link there is split across lines and its "=" written "=3D".
// This prints the newest messages decoded, each with its links whole, ready to click or paste.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { linksIn, type ParsedMail, parseEml } from "./lib/eml";

export type OutboxEntry = ParsedMail & { file: string; sentAt: Date; links: string[] };

/** The newest `count` messages in `outboxDir` (to `to`, when given), newest first. */
export async function readOutbox(
  outboxDir: string,
  opts: { count?: number; to?: string } = {},
): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  // The mailer names files <ms since the epoch>-<id>.eml, so name order is sending order.
  const files = names
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse();
  const entries: OutboxEntry[] = [];
  for (const name of files) {
    if (entries.length >= (opts.count ?? 5)) break;
    const file = path.join(outboxDir, name);
    const mail = parseEml(await readFile(file, "utf8"));
    if (opts.to && !mail.to.toLowerCase().includes(opts.to.toLowerCase())) continue;
    entries.push({
      ...mail,
      file,
      sentAt: new Date(Number.parseInt(name, 10)),
      links: linksIn(mail.text),
    });
  }
  return entries;
}

/** One message as the command prints it. */
export function formatEntry(entry: OutboxEntry, full: boolean): string {
  const lines = [
    `── ${entry.sentAt.toISOString()}  to ${entry.to}`,
    `   ${entry.subject}`,
    ...entry.links.map((link) => `   → ${link}`),
  ];
  if (full) lines.push("", entry.text.trim(), "");
  lines.push(`   (${entry.file})`);
  return lines.join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "5" },
      to: { type: "string" },
      full: { type: "boolean", default: false },
    },
  });
  const count = Number.parseInt(values.count, 10);
  if (!Number.isInteger(count) || count < 1) {
    console.error("--count must be a whole number of messages, 1 or more.");
    process.exit(2);
  }
  const outboxDir = path.resolve(process.env.DATA_DIR || "./data", "outbox");
  const entries = await readOutbox(outboxDir, { count, to: values.to });
  if (entries.length === 0) {
    console.log(
      `No e-mails in ${outboxDir}${values.to ? ` to ${values.to}` : ""}. ` +
        "(With SMTP_URL set, mail goes to that server instead.)",
    );
    return;
  }
  console.log(entries.map((entry) => formatEntry(entry, values.full)).join("\n\n"));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
