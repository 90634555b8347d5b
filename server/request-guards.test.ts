import { Agent, request } from "node:http";
import type { AddressInfo, Server } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { DRAIN_LIMIT_BYTES, settleUnreadBodies } from "./request-guards";

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server whose /refuse answers at once without reading, as a route refusing a body does. */
async function serve(): Promise<{ base: string; sockets: () => number }> {
  const app = express();
  app.use(settleUnreadBodies);
  app.post("/refuse", (req, res) => {
    // What React Router's adapter does: the body is wrapped in a stream nobody reads.
    req.on("data", () => req.pause());
    res.status(413).send("too large");
  });
  app.get("/next", (_req, res) => {
    res.send("next");
  });
  let open = 0;
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  server.on("connection", (socket) => {
    open += 1;
    socket.on("close", () => {
      open -= 1;
    });
  });
  servers.push(server);
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sockets: () => open,
  };
}

/** Sends a whole `bytes`-long body, then a GET on the same kept-alive connection. */
async function refuseThenNext(base: string, bytes: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const first = new Promise<{ status: number; error?: string }>((resolve) => {
    const req = request(
      `${base}/refuse`,
      { method: "POST", headers: { "Content-Length": String(bytes) }, agent },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    req.on("error", (error) => resolve({ status: 0, error: error.message }));
    // The server may close the connection while the rest is still being sent (that is the point
    // of the drain limit): the socket's write error is expected, not a failure.
    req.on("socket", (socket) => socket.on("error", () => {}));
    req.end(Buffer.alloc(bytes, 97));
  });
  const refused = await first;
  const next = await new Promise<number | string>((resolve) => {
    const req = request(`${base}/next`, { agent }, (res) => {
      clearTimeout(deadline);
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // Well before Node's 5 s keep-alive timeout would free the connection by itself.
    const deadline = setTimeout(() => {
      req.destroy();
      resolve("hung");
    }, 2_000);
    req.on("error", (error) => resolve(error.message));
    req.end();
  });
  agent.destroy();
  return { refused, next };
}

describe("settleUnreadBodies", () => {
  it("reads away a refused upload so the connection's next request is answered", async () => {
    const { base } = await serve();
    const { refused, next } = await refuseThenNext(base, 5 * 1024 * 1024);
    expect(refused.status).toBe(413);
    expect(next).toBe(200);
  });

  it("cuts off an unread remainder over the drain limit instead of reading it", async () => {
    const { base, sockets } = await serve();
    const { next } = await refuseThenNext(base, DRAIN_LIMIT_BYTES + 4 * 1024 * 1024);
    // The old connection was closed at once (long before Node's 5 s keep-alive timeout), so the
    // next request went out on a fresh one and was answered.
    expect(next).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sockets()).toBe(0);
  });
});
