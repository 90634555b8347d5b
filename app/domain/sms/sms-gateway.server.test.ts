import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/env.server";
import {
  createOutboxSmsGateway,
  createSmsGateway,
  createTermiiSmsGateway,
  SmsError,
} from "./sms-gateway.server";

const logger = pino({ level: "silent" });
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A stand-in for Termii's API on this machine: records requests, answers as told. */
async function fakeTermii(answer: { status: number; body: unknown }) {
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    received.push({ path: request.url ?? "", body: JSON.parse(raw) });
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe("the Termii adapter", () => {
  it("posts the message with the key, sender and number as Termii expects", async () => {
    const termii = await fakeTermii({
      status: 200,
      body: { message_id: "1", message: "Successfully Sent" },
    });
    const gateway = createTermiiSmsGateway(
      { apiKey: "test-key", senderId: "AFAAcademy", baseUrl: termii.baseUrl },
      logger,
    );
    await gateway.send({ to: "+2348031234567", body: "123456 is your code" });
    expect(termii.received).toEqual([
      {
        path: "/api/sms/send",
        body: {
          api_key: "test-key",
          to: "2348031234567",
          from: "AFAAcademy",
          sms: "123456 is your code",
          type: "plain",
          channel: "generic",
        },
      },
    ]);
  });

  it("fails with Termii's reason, never the key, when the message is refused", async () => {
    const termii = await fakeTermii({ status: 400, body: { message: "Insufficient balance" } });
    const gateway = createTermiiSmsGateway(
      { apiKey: "secret-key", senderId: "AFAAcademy", baseUrl: termii.baseUrl },
      logger,
    );
    const sending = gateway.send({ to: "+2348031234567", body: "hello" });
    await expect(sending).rejects.toThrow(SmsError);
    await expect(sending).rejects.toThrow(/HTTP 400.*Insufficient balance/);
    await expect(sending).rejects.not.toThrow(/secret-key/);
  });
});

describe("the outbox gateway (development)", () => {
  it("writes each text as a .sms file beside the e-mails", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "afa-sms-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const gateway = createOutboxSmsGateway(dataDir, logger);
    await gateway.send({ to: "+2348031234567", body: "123456 is your code" });
    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+-[0-9a-f]{8}\.sms$/);
    expect(await readFile(path.join(dataDir, "outbox", files[0] ?? ""), "utf8")).toBe(
      "To: +2348031234567\n\n123456 is your code\n",
    );
  });
});

describe("choosing the gateway", () => {
  it("uses the outbox unless Termii is configured", () => {
    const outbox = createSmsGateway(parseEnv({ DATA_DIR: "/tmp/afa" }), logger);
    expect(outbox.outboxDir).toBe(path.resolve("/tmp/afa/outbox"));
    const termii = createSmsGateway(
      parseEnv({
        DATA_DIR: "/tmp/afa",
        SMS_PROVIDER: "termii",
        TERMII_API_KEY: "k",
        TERMII_SENDER_ID: "AFAAcademy",
      }),
      logger,
    );
    expect(termii.outboxDir).toBeUndefined();
  });

  it("names the missing variable when Termii is chosen without its key", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "termii", TERMII_SENDER_ID: "AFA" })).toThrow(EnvError);
    expect(() => parseEnv({ SMS_PROVIDER: "termii", TERMII_SENDER_ID: "AFA" })).toThrow(
      /TERMII_API_KEY: is required when SMS_PROVIDER is termii/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: "carrier-pigeon" })).toThrow(/SMS_PROVIDER/);
  });
});
