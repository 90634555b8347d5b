import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderQueue, skipsRenderQueue } from "./render-queue";

type Gate = { open: () => void; wait: Promise<void> };
function gate(): Gate {
  let open = () => {};
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, wait };
}

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server whose /work/:n holds until its gate opens; `started` lists who got in, in order. */
async function serve(limit: number, mode: "end" | "head-then-stream" = "end") {
  const started: string[] = [];
  const received: string[] = [];
  const gates = new Map<string, Gate>();
  const gateFor = (n: string) => {
    let g = gates.get(n);
    if (!g) {
      g = gate();
      gates.set(n, g);
    }
    return g;
  };
  const app = express();
  app.use((req, _res, next) => {
    received.push(req.path);
    next();
  });
  app.use(renderQueue(limit));
  app.get("/work/:n", async (req, res) => {
    const n = req.params.n;
    started.push(n);
    if (mode === "head-then-stream") {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("first part");
    }
    await gateFor(n).wait;
    res.end("done");
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Sends a request and waits until the server has it (so arrival order is the sending order). */
  const send = async (n: string, init?: RequestInit) => {
    const before = received.length;
    const response = fetch(`${base}/work/${n}`, init);
    response.catch(() => {});
    await vi.waitFor(() => expect(received.length).toBe(before + 1));
    // Wrapped: an async function returning the promise itself would wait for the response.
    return { response };
  };
  return { base, started, send, open: (n: string) => gateFor(n).open() };
}

/** Lets the server act on what just happened (a freed place starts the next in the same turn). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("renderQueue", () => {
  it("lets `limit` requests work at once; the others start in arrival order as places free", async () => {
    const { started, send, open } = await serve(2);
    const responses: Promise<Response>[] = [];
    for (const n of ["1", "2", "3", "4", "5"]) responses.push((await send(n)).response);
    await settle();
    expect(started).toEqual(["1", "2"]);
    open("2");
    await vi.waitFor(() => expect(started).toEqual(["1", "2", "3"]));
    open("1");
    open("3");
    await vi.waitFor(() => expect(started).toEqual(["1", "2", "3", "4", "5"]));
    open("4");
    open("5");
    const bodies = await Promise.all(responses.map(async (r) => (await r).text()));
    expect(bodies).toEqual(["done", "done", "done", "done", "done"]);
  });

  it("frees a place once the headers are written, while the body still streams (a slow download)", async () => {
    const { started, send, open } = await serve(1, "head-then-stream");
    const first = await (await send("1")).response;
    expect(first.status).toBe(200);
    const { response: second } = await send("2");
    await vi.waitFor(() => expect(started).toEqual(["1", "2"]));
    open("1");
    open("2");
    expect(await first.text()).toBe("first partdone");
    expect(await (await second).text()).toBe("first partdone");
  });

  it("frees the place of a client that gave up, and never starts a waiting one that left", async () => {
    const { started, send, open } = await serve(1);
    const gaveUp = new AbortController();
    await send("1", { signal: gaveUp.signal });
    const leftWhileWaiting = new AbortController();
    await send("2", { signal: leftWhileWaiting.signal });
    leftWhileWaiting.abort();
    await settle();
    const { response: third } = await send("3");
    gaveUp.abort();
    await vi.waitFor(() => expect(started).toEqual(["1", "3"]));
    await settle();
    expect(started).toEqual(["1", "3"]);
    open("1");
    open("3");
    expect(await (await third).text()).toBe("done");
  });
});

describe("skipsRenderQueue", () => {
  const request = (method: string, path: string) => ({ method, path }) as Request;
  it("queues reading requests, never form posts, uploaded files or the providers' callbacks", () => {
    expect(skipsRenderQueue(request("GET", "/dashboard"))).toBe(false);
    expect(skipsRenderQueue(request("HEAD", "/ha/academy"))).toBe(false);
    expect(skipsRenderQueue(request("POST", "/dashboard/settings"))).toBe(true);
    expect(skipsRenderQueue(request("GET", "/payments/callback/paystack"))).toBe(true);
    expect(skipsRenderQueue(request("GET", "/yo/payments/callback/paystack"))).toBe(true);
    expect(skipsRenderQueue(request("GET", "/api/auth/callback/google"))).toBe(true);
    expect(skipsRenderQueue(request("GET", "/uploads/lessons/a.mp4"))).toBe(true);
  });
});
