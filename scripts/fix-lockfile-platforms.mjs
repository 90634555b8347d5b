// The npm registry reachable from our machines answers 404 for platform binaries of other systems
// (macOS, Windows, musl…), so `npm install` here leaves their entries out of package-lock.json and
// `npm ci` then refuses the lock as out of sync. This adds the missing optional entries (name,
// version, os/cpu/libc taken from the package name), as a lock written on a full registry would
// have them; npm skips them on this platform. Run after `npm install`: node scripts/fix-lockfile-platforms.mjs
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const pkgs = lock.packages;
const present = new Set(Object.keys(pkgs).map((p) => p.slice(p.lastIndexOf("node_modules/") + 13)));

function platformOf(name) {
  const n = name.split("/").pop();
  const os = ["android", "darwin", "linux", "win32", "freebsd", "openbsd", "openharmony"].find(
    (o) => n.includes(`-${o}`),
  );
  const cpus = [
    ["arm64", "arm64"],
    ["x64", "x64"],
    ["ia32", "ia32"],
    ["arm-", "arm"],
    ["loong64", "loong64"],
    ["ppc64", "ppc64"],
    ["riscv64", "riscv64"],
    ["s390x", "s390x"],
    ["wasm32", "wasm32"],
  ];
  const cpu = cpus.find(([k]) => n.includes(k))?.[1];
  const libc =
    os !== "linux"
      ? undefined
      : n.includes("musl")
        ? ["musl"]
        : n.includes("-gnu")
          ? ["glibc"]
          : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

let added = 0;
for (const [parentPath, parent] of Object.entries(pkgs)) {
  for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
    if (present.has(name)) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform binary: a real gap, leave it to npm
    const entry = { version, optional: true };
    if (parent.dev) entry.dev = true;
    if (cpu) entry.cpu = cpu;
    if (libc) entry.libc = libc;
    if (os) entry.os = os;
    pkgs[`node_modules/${name}`] = entry;
    present.add(name);
    added++;
    void parentPath;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entr${added === 1 ? "y" : "ies"} added`);
