// Launcher. Production runs the bundled server (build/server/index.js starts itself); development
// runs the same TypeScript entry through Vite so routes and styles reload on change.
if (process.env.NODE_ENV === "production") {
  await import("./build/server/index.js");
} else {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/main.ts");
  await start({ vite });
}
