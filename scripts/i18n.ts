// The interface's translations, for people: coverage per language, and export/import as PO files
// so a translator can correct a language without touching code.
//   npm run i18n:check                         coverage per language; fails on a broken message
//   npm run i18n:export [-- --out DIR]         one PO file per language (default i18n-export/)
//   npm run i18n:import -- FILE.po [FILE.po…]  writes the translations back into app/i18n/messages
//   npm run i18n:index                         rewrites app/i18n/messages/index.generated.ts, the
//                                              list of message files the server loads (check fails
//                                              while it is stale)

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const LOCALES = ["pcm", "ha", "yo", "ig"] as const;
const NAMES: Record<string, string> = {
  pcm: "Nigerian Pidgin",
  ha: "Hausa",
  yo: "Yoruba",
  ig: "Igbo",
};
// I18N_MESSAGES_DIR: another copy of the messages (the script's own test works on one).
const DIR = path.resolve(process.env.I18N_MESSAGES_DIR ?? "app/i18n/messages");

type Tree = { [key: string]: unknown };
type Plural = { $plural: { one: string; other: string } };
const isPlural = (v: unknown): v is Plural => typeof v === "object" && v !== null && "$plural" in v;

/** Every message of a tree as [dotted key, value] in the English file's order. */
function flatten(tree: Tree, prefix = ""): [string, string | Plural][] {
  const out: [string, string | Plural][] = [];
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}${key}`;
    if (typeof value === "string" || isPlural(value)) out.push([name, value]);
    else if (value && typeof value === "object") out.push(...flatten(value as Tree, `${name}.`));
  }
  return out;
}

async function load(ns: string, locale: string): Promise<Tree | null> {
  const file = path.join(DIR, ns, `${locale}.ts`);
  if (!existsSync(file)) return null;
  return ((await import(pathToFileURL(file).href)) as { default: Tree }).default;
}

const namespaces = () =>
  readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
const texts = (value: string | Plural) =>
  typeof value === "string" ? [value] : [value.$plural.one, value.$plural.other];

const INDEX_FILE = path.join(DIR, "index.generated.ts");

/**
 * The server's list of every message file, as static imports, so the catalog loads the same under
 * Vite, Vitest and plain Node (tsx scripts such as admin:create), none of which share a glob.
 */
function indexSource(): string {
  const identifier = (ns: string, locale: string) => `${ns.replace(/\W/g, "_")}_${locale}`;
  const lines = [
    "// Written by `npm run i18n:index` from the folders in app/i18n/messages; do not edit.",
    'import type { MessageTree } from "../define";',
  ];
  const entries: string[] = [];
  for (const ns of namespaces()) {
    const locales = ["en", ...LOCALES].filter((l) => existsSync(path.join(DIR, ns, `${l}.ts`)));
    for (const locale of locales) {
      lines.push(`import ${identifier(ns, locale)} from "./${ns}/${locale}";`);
    }
    entries.push(
      `  ${JSON.stringify(ns)}: { ${locales.map((l) => `${l}: ${identifier(ns, l)}`).join(", ")} },`,
    );
  }
  lines.push(
    "",
    "export const MESSAGE_FILES: Record<string, Record<string, MessageTree>> = {",
    ...entries,
    "};",
    "",
  );
  return lines.join("\n");
}

function writeIndex() {
  writeFileSync(INDEX_FILE, indexSource());
  if (DIR.startsWith(process.cwd())) {
    try {
      execFileSync("npx", ["biome", "check", "--write", INDEX_FILE], { stdio: "ignore" });
    } catch {
      // Outside the project (a copy) Biome declines; the file is already valid TypeScript.
    }
  }
  console.log(`wrote ${path.relative(process.cwd(), INDEX_FILE)}`);
}

/** Whether the index lists exactly the message files there are (formatting aside). */
function indexIsCurrent(): boolean {
  if (!existsSync(INDEX_FILE)) return false;
  const imports = (text: string) =>
    [...text.matchAll(/from "(\.\/[^"]+)"/g)]
      .map((m) => m[1])
      .sort()
      .join("\n");
  return imports(readFileSync(INDEX_FILE, "utf8")) === imports(indexSource());
}

async function check() {
  const problems: string[] = [];
  if (!indexIsCurrent()) {
    problems.push(
      `${path.relative(process.cwd(), INDEX_FILE)} does not list every message file: run npm run i18n:index`,
    );
  }
  const rows: string[][] = [];
  const totals = Object.fromEntries(LOCALES.map((l) => [l, { done: 0, same: 0 }])) as Record<
    (typeof LOCALES)[number],
    { done: number; same: number }
  >;
  let total = 0;
  for (const ns of namespaces()) {
    const en = await load(ns, "en");
    if (!en) {
      problems.push(`${ns}: no en.ts`);
      continue;
    }
    const source = flatten(en);
    total += source.length;
    for (const locale of LOCALES) {
      const tree = await load(ns, locale);
      if (!tree) {
        problems.push(`${ns}: no ${locale}.ts`);
        continue;
      }
      const translated = new Map(flatten(tree));
      for (const [key, english] of source) {
        const value = translated.get(key);
        const blank = (v: string | Plural) => texts(v).some((t) => t.trim() === "");
        if (value === undefined || (blank(value) && !blank(english))) {
          problems.push(`${ns}.${key} [${locale}]: missing`);
          continue;
        }
        const want = placeholders(texts(english).join(" ")).join(",");
        for (const text of texts(value)) {
          const have = placeholders(text);
          if (have.some((p) => !want.split(",").includes(p))) {
            problems.push(`${ns}.${key} [${locale}]: unknown placeholder in "${text}"`);
          }
        }
        totals[locale].done += 1;
        if (JSON.stringify(value) === JSON.stringify(english)) totals[locale].same += 1;
      }
    }
  }
  for (const locale of LOCALES) {
    const { done, same } = totals[locale];
    rows.push([
      `${NAMES[locale]} (${locale})`,
      `${done}/${total}`,
      `${total === 0 ? 100 : Math.floor((done / total) * 1000) / 10}%`,
      `${same} kept as in English`,
    ]);
  }
  console.log(`${namespaces().length} namespaces, ${total} English messages\n`);
  for (const row of rows) console.log(row.join("  ·  "));
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.join("\n")}`);
    process.exit(1);
  }
}

const poString = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

async function exportPo(outDir: string) {
  mkdirSync(outDir, { recursive: true });
  for (const locale of LOCALES) {
    const lines = [
      'msgid ""',
      'msgstr ""',
      `"Language: ${locale}\\n"`,
      '"MIME-Version: 1.0\\n"',
      '"Content-Type: text/plain; charset=UTF-8\\n"',
      '"Content-Transfer-Encoding: 8bit\\n"',
      `"Plural-Forms: nplurals=2; plural=${locale === "yo" || locale === "ig" ? "0" : locale === "pcm" ? "(n > 1)" : "(n != 1)"};\\n"`,
      "",
    ];
    for (const ns of namespaces()) {
      const en = await load(ns, "en");
      const tree = await load(ns, locale);
      if (!en) continue;
      const translated = new Map(tree ? flatten(tree) : []);
      for (const [key, english] of flatten(en)) {
        const value = translated.get(key);
        lines.push(`#. {placeholders} stay as they are`, `msgctxt ${poString(`${ns}:${key}`)}`);
        if (isPlural(english)) {
          const forms = value && isPlural(value) ? value.$plural : { one: "", other: "" };
          lines.push(
            `msgid ${poString(english.$plural.one)}`,
            `msgid_plural ${poString(english.$plural.other)}`,
            `msgstr[0] ${poString(forms.one)}`,
            `msgstr[1] ${poString(forms.other)}`,
            "",
          );
        } else {
          lines.push(
            `msgid ${poString(english)}`,
            `msgstr ${poString(typeof value === "string" ? value : "")}`,
            "",
          );
        }
      }
    }
    const file = path.join(outDir, `${locale}.po`);
    writeFileSync(file, lines.join("\n"));
    console.log(`wrote ${file}`);
  }
}

/** The entries of a PO file: context, and the translated text (or its two plural forms). */
function parsePo(source: string): Map<string, string | { one: string; other: string }> {
  const entries = new Map<string, string | { one: string; other: string }>();
  const unquote = (s: string) => JSON.parse(s.replace(/\\([^"\\nt])/g, "\\\\$1")) as string;
  for (const block of source.split(/\n\s*\n/)) {
    const fields = new Map<string, string>();
    let current = "";
    for (const line of block.split("\n")) {
      const head = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?)\s+(".*")\s*$/.exec(line);
      if (head) {
        current = head[1] as string;
        fields.set(current, unquote(head[2] as string));
      } else if (/^".*"$/.test(line.trim()) && current) {
        fields.set(current, (fields.get(current) ?? "") + unquote(line.trim()));
      }
    }
    const context = fields.get("msgctxt");
    if (!context) continue;
    if (fields.has("msgstr[0]")) {
      entries.set(context, {
        one: fields.get("msgstr[0]") ?? "",
        other: fields.get("msgstr[1]") ?? "",
      });
    } else if (fields.has("msgstr")) {
      entries.set(context, fields.get("msgstr") ?? "");
    }
  }
  return entries;
}

/** A tree rebuilt in English's shape, with each message taken from `pick`. */
function rebuild(en: Tree, pick: (key: string, english: unknown) => unknown, prefix = ""): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(en)) {
    const name = `${prefix}${key}`;
    out[key] =
      typeof value === "string" || isPlural(value)
        ? pick(name, value)
        : rebuild(value as Tree, pick, `${name}.`);
  }
  return out;
}

/** A tree as TypeScript source: keys unquoted where they can be, two-space indents. */
function toSource(value: unknown, depth = 0): string {
  if (typeof value === "string") return JSON.stringify(value);
  const pad = "  ".repeat(depth + 1);
  const entries = Object.entries(value as Tree).map(
    ([key, v]) =>
      `${pad}${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${toSource(v, depth + 1)},`,
  );
  return `{\n${entries.join("\n")}\n${"  ".repeat(depth)}}`;
}

async function importPo(files: string[]) {
  const written: string[] = [];
  for (const file of files) {
    const locale = (/Language: (\w+)/.exec(readFileSync(file, "utf8"))?.[1] ??
      path.basename(file, ".po")) as string;
    if (!(LOCALES as readonly string[]).includes(locale)) {
      console.error(`${file}: language "${locale}" is not one of ${LOCALES.join(", ")}`);
      process.exit(2);
    }
    const entries = parsePo(readFileSync(file, "utf8"));
    for (const ns of namespaces()) {
      const en = await load(ns, "en");
      if (!en) continue;
      const current = new Map(flatten((await load(ns, locale)) ?? {}));
      let changed = false;
      const tree = rebuild(en, (key, english) => {
        const entry = entries.get(`${ns}:${key}`);
        const before = current.get(key) ?? english;
        if (entry === undefined) return before;
        const next = isPlural(english)
          ? typeof entry === "object" && entry.one && entry.other
            ? { $plural: entry }
            : before
          : typeof entry === "string" && entry.trim() !== ""
            ? entry
            : before;
        if (JSON.stringify(next) !== JSON.stringify(before)) changed = true;
        return next;
      });
      if (!changed) continue;
      const target = path.join(DIR, ns, `${locale}.ts`);
      writeFileSync(
        target,
        [
          'import type { Translation } from "~/i18n/define";',
          'import type en from "./en";',
          "",
          `const ${locale}: Translation<typeof en> = ${toSource(tree)};`,
          "",
          `export default ${locale};`,
          "",
        ].join("\n"),
      );
      written.push(target);
    }
  }
  if (written.length > 0 && DIR.startsWith(process.cwd())) {
    try {
      execFileSync("npx", ["biome", "format", "--write", ...written], { stdio: "ignore" });
    } catch {
      // Outside the project (a copy) Biome declines; the file is already valid TypeScript.
    }
  }
  console.log(written.length ? `updated:\n${written.join("\n")}` : "nothing changed");
}

const [command, ...args] = process.argv.slice(2);
if (command === "check") await check();
else if (command === "export") {
  const out = args.indexOf("--out");
  await exportPo(path.resolve(out >= 0 ? (args[out + 1] ?? "i18n-export") : "i18n-export"));
} else if (command === "import" && args.length > 0) await importPo(args);
else if (command === "index") writeIndex();
else {
  console.error("usage: tsx scripts/i18n.ts check | export [--out DIR] | import FILE.po… | index");
  process.exit(2);
}
