import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it, vi } from "vitest";
import { loopbackUrl, WARM_UP_PATHS, warmUp } from "./warm-up";

const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

async function serve(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return loopbackUrl(server.address() as AddressInfo);
}

describe("warmUp", () => {
  it("asks the server for each first-visit page once, one after another, and logs the times", async () => {
    const seen: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    const base = await serve((req, res) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      seen.push(req.url ?? "");
      setTimeout(() => {
        inFlight -= 1;
        res.end("ok");
      }, 20);
    });
    const logger = { info: vi.fn(), warn: vi.fn() };
    await warmUp(base, logger);
    expect(seen).toEqual([...WARM_UP_PATHS]);
    expect(mostAtOnce).toBe(1);
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ pages: expect.objectContaining({ "/": expect.any(Number) }) }),
      "warmed up",
    );
  });

  it("never throws: a failing page is logged and the others still run", async () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    await warmUp("http://127.0.0.1:1", logger, ["/", "/academy"]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.info).toHaveBeenCalledWith(expect.anything(), "warmed up");
  });

  it("reaches a server listening on every address through the loopback", () => {
    expect(loopbackUrl({ address: "0.0.0.0", port: 3000, family: "IPv4" })).toBe(
      "http://127.0.0.1:3000",
    );
    expect(loopbackUrl({ address: "::1", port: 3000, family: "IPv6" })).toBe("http://[::1]:3000");
  });
});
