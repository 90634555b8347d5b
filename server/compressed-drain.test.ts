import { request } from "node:http";
import type { AddressInfo, Server } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { mendCompressedDrain } from "./compressed-drain";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/**
 * Sends 4 MB of incompressible text through compression and React Router's stream writer to a
 * slow reader, and answers the leak warnings Node gave about "drain" listeners meanwhile.
 */
async function drainWarnings(mend: boolean): Promise<string[]> {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => {
    if (warning.name === "MaxListenersExceededWarning" && /drain/.test(warning.message)) {
      warnings.push(warning.message);
    }
  };
  process.on("warning", onWarning);
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (mend) app.use(mendCompressedDrain);
  app.get("/big", async (_req, res) => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 128) return controller.close();
        sent += 1;
        // Random hex: the compressor cannot shrink it much, so backpressure comes quickly.
        const hex = Array.from({ length: 32_768 }, () =>
          Math.floor(Math.random() * 16).toString(16),
        );
        controller.enqueue(Buffer.from(hex.join("")));
      },
    });
    res.type("text/plain");
    await writeReadableStreamToWritable(body, res);
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  let received = 0;
  await new Promise<void>((resolve, reject) => {
    const req = request({ port, path: "/big", headers: { "Accept-Encoding": "gzip" } }, (res) => {
      // A slow reader: a pause after each chunk keeps the server waiting for drain.
      res.on("data", (chunk: Buffer) => {
        received += chunk.length;
        res.pause();
        setTimeout(() => res.resume(), 1);
      });
      res.on("end", resolve);
    });
    req.on("error", reject);
    req.end();
  });
  // Warnings are emitted on a later tick.
  await new Promise((resolve) => setTimeout(resolve, 20));
  process.off("warning", onWarning);
  expect(received).toBeGreaterThan(1_000_000);
  return warnings;
}

describe("mendCompressedDrain", () => {
  it("lets a slow download through compression wait for drain without piling up listeners", async () => {
    // Without the mend the test sees the leak, so it can fail.
    expect(await drainWarnings(false)).not.toEqual([]);
    expect(await drainWarnings(true)).toEqual([]);
  }, 60_000);
});
