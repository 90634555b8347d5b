// Launcher. Production runs the bundled server (build/server/index.js starts itself); development
// runs the same TypeScript entry through Vite so routes and styles reload on change.
if (process.env.NODE_ENV === "production") {
  const { pathToFileURL } = await import("node:url");
  const buildDir = process.env.AFA_BUILD_DIR ?? "build";
  await import(pathToFileURL(`${buildDir}/server/index.js`).href);
} else {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/main.ts");
  await start({ vite });
}
