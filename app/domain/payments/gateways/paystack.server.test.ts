import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startFakePaystackServer } from "../../../../tests/support/fake-paystack-server";
import { GatewayError, type PaymentGateway } from "./gateway";
import { createPaystackGateway, signPaystackBody } from "./paystack.server";

const SECRET = "sk_test_fake_secret";
const CALLBACK = "http://127.0.0.1:5173/payments/callback?provider=paystack";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup(opts: { webhookUrl?: string } = {}) {
  const server = await startFakePaystackServer({ secretKey: SECRET, ...opts });
  cleanups.push(server.close);
  const gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: server.baseUrl });
  return { server, gateway };
}

let counter = 0;
async function startCharge(
  gateway: PaymentGateway,
  amountKobo = 1_250_000,
): Promise<{ reference: string; checkoutUrl: string }> {
  const reference = `AFA-TEST-${Date.now()}-${++counter}`;
  const { checkoutUrl } = await gateway.initialize({
    reference,
    amountKobo,
    email: "ada@example.com",
    customerName: "Ada Obi",
    callbackUrl: CALLBACK,
    description: "Intro to Accounting",
  });
  return { reference, checkoutUrl };
}

/** A tiny webhook receiver: resolves each POST with its raw body and headers. */
async function webhookListener() {
  const received: { body: string; headers: Headers }[] = [];
  const waiters: (() => void)[] = [];
  const listener = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    received.push({ body, headers });
    response.writeHead(200).end();
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        listener.close(() => resolve());
        listener.closeAllConnections();
      }),
  );
  return {
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/webhooks/paystack`,
    received,
    /** Resolves once `count` webhooks have arrived (or fails the test after 5 s). */
    async waitFor(count: number) {
      const deadline = Date.now() + 5_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} webhooks arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
  };
}

describe("the Paystack client against the fake Paystack", () => {
  it("starts a charge and answers the hosted checkout URL", async () => {
    const { server, gateway } = await setup();
    const { reference, checkoutUrl } = await startCharge(gateway);
    expect(checkoutUrl).toBe(`${server.baseUrl}/checkout/${reference}`);
    expect(server.fake.charge(reference)).toEqual({
      reference,
      amountKobo: 1_250_000,
      currency: "NGN",
      email: "ada@example.com",
      callbackUrl: CALLBACK,
      cancelUrl: `${CALLBACK}&cancelled=1&reference=${reference}`,
      status: "abandoned",
    });
    expect(server.fake.calls).toEqual([{ method: "POST", path: "/transaction/initialize" }]);
    // The hosted page shows the charge and its three buttons.
    const page = await fetch(checkoutUrl).then((r) => r.text());
    expect(page).toContain("NGN 12500.00");
    expect(page).toContain(`/checkout/${reference}/pay`);
  });

  it("refuses a reference it has seen, with Paystack's message", async () => {
    const { gateway } = await setup();
    const { reference } = await startCharge(gateway);
    const again = gateway.initialize({
      reference,
      amountKobo: 100,
      email: "ada@example.com",
      customerName: "Ada Obi",
      callbackUrl: CALLBACK,
      description: "Again",
    });
    await expect(again).rejects.toThrow(GatewayError);
    await expect(again).rejects.toThrow(/Duplicate Transaction Reference/);
  });

  it("reports an unpaid charge as abandoned and a paid one as success with its amount", async () => {
    const { server, gateway } = await setup();
    const { reference } = await startCharge(gateway);

    const before = await gateway.verify({ reference, providerTransactionId: null });
    expect(before).toMatchObject({ status: "abandoned", reference, amountKobo: 1_250_000 });

    // Pressing Pay on the hosted page sends the learner back with the reference.
    const pay = await fetch(`${server.baseUrl}/checkout/${reference}/pay`, {
      method: "POST",
      redirect: "manual",
    });
    expect(pay.status).toBe(303);
    const back = new URL(pay.headers.get("location") ?? "");
    expect(back.searchParams.get("reference")).toBe(reference);
    expect(back.searchParams.get("trxref")).toBe(reference);
    expect(back.searchParams.get("provider")).toBe("paystack");

    const after = await gateway.verify({ reference, providerTransactionId: null });
    expect(after).toEqual({
      status: "success",
      reference,
      amountKobo: 1_250_000,
      currency: "NGN",
      providerTransactionId: expect.stringMatching(/^\d+$/),
      message: null,
    });
  });

  it("sends a cancel to the cancel URL, which names the charge, and leaves it abandoned", async () => {
    const { server, gateway } = await setup();
    const { reference } = await startCharge(gateway);
    const cancel = await fetch(`${server.baseUrl}/checkout/${reference}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    expect(cancel.status).toBe(303);
    const back = gateway.readCallback(new URL(cancel.headers.get("location") ?? ""));
    expect(back).toEqual({ reference, providerTransactionId: null, cancelled: true });
    expect((await gateway.verify({ reference, providerTransactionId: null })).status).toBe(
      "abandoned",
    );
  });

  it("reports a declined charge as failed and what a test told the provider to say", async () => {
    const { server, gateway } = await setup();
    const { reference } = await startCharge(gateway);
    server.fake.complete(reference, "failed");
    expect(await gateway.verify({ reference, providerTransactionId: null })).toMatchObject({
      status: "failed",
      message: "Declined",
    });
    server.fake.complete(reference, "success");
    server.fake.setAmountOverride(reference, 100);
    server.fake.setCurrencyOverride(reference, "USD");
    expect(await gateway.verify({ reference, providerTransactionId: null })).toMatchObject({
      status: "success",
      amountKobo: 100,
      currency: "USD",
    });
  });

  it("answers not-found for a reference Paystack never saw", async () => {
    const { gateway } = await setup();
    const verified = await gateway.verify({ reference: "AFA-NOPE", providerTransactionId: null });
    expect(verified.status).toBe("not-found");
  });

  it("treats a bare 404 (not Paystack's answer) as an error, never as not-found", async () => {
    const gateway = createPaystackGateway({
      secretKey: SECRET,
      baseUrl: "https://paystack.invalid",
      fetch: async () => new Response("<h1>Not Found</h1>", { status: 404 }),
    });
    await expect(
      gateway.verify({ reference: "AFA-1", providerTransactionId: null }),
    ).rejects.toThrow(GatewayError);
  });

  it("throws GatewayError with Paystack's message for a wrong secret key", async () => {
    const { server } = await setup();
    const wrong = createPaystackGateway({ secretKey: "sk_test_wrong", baseUrl: server.baseUrl });
    const starting = startCharge(wrong);
    await expect(starting).rejects.toThrow(GatewayError);
    await expect(starting).rejects.toThrow(/HTTP 401.*Invalid key/);
    await expect(starting).rejects.not.toThrow(/sk_test/);
  });

  it("throws GatewayError when Paystack cannot be reached or is too slow", async () => {
    const { server } = await setup();
    const url = server.baseUrl;
    await server.close();
    const closed = createPaystackGateway({ secretKey: SECRET, baseUrl: url });
    await expect(
      closed.verify({ reference: "AFA-1", providerTransactionId: null }),
    ).rejects.toThrow(/could not be reached/);
    const slow = createPaystackGateway({
      secretKey: SECRET,
      baseUrl: url,
      timeoutMs: 50,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    });
    await expect(slow.verify({ reference: "AFA-1", providerTransactionId: null })).rejects.toThrow(
      GatewayError,
    );
  });

  it("refunds a paid charge and then sends refund.processed", async () => {
    const hooks = await webhookListener();
    const { server, gateway } = await setup({ webhookUrl: hooks.url });
    const { reference } = await startCharge(gateway);

    // A refund before the charge is paid is refused.
    await expect(
      gateway.refund({ reference, providerTransactionId: null, amountKobo: 1_250_000 }),
    ).rejects.toThrow(GatewayError);

    server.fake.complete(reference, "success");
    const [charged] = await hooks.waitFor(1);
    expect(gateway.readWebhook(charged?.body ?? "", charged?.headers ?? new Headers())).toEqual({
      kind: "charge",
      reference,
      providerTransactionId: expect.stringMatching(/^\d+$/),
    });

    const refunded = await gateway.refund({
      reference,
      providerTransactionId: null,
      amountKobo: 1_250_000,
    });
    expect(refunded).toEqual({ status: "pending" });
    const [, processed] = await hooks.waitFor(2);
    expect(processed?.headers.get("content-type")).toBe("application/json");
    expect(gateway.readWebhook(processed?.body ?? "", processed?.headers ?? new Headers())).toEqual(
      { kind: "refund", reference, outcome: "processed" },
    );
    expect(server.fake.charge(reference)?.status).toBe("reversed");
    expect((await gateway.verify({ reference, providerTransactionId: null })).status).toBe(
      "failed",
    );

    // A second refund of the same charge is refused with Paystack's message.
    await expect(
      gateway.refund({ reference, providerTransactionId: null, amountKobo: 1_250_000 }),
    ).rejects.toThrow(/fully reversed/);
  });

  it("resends the same charge.success body on demand (a duplicate delivery)", async () => {
    const hooks = await webhookListener();
    const { server, gateway } = await setup();
    const { reference } = await startCharge(gateway);
    server.fake.complete(reference, "success");
    // No webhook URL yet: that delivery was dropped.
    server.setWebhookUrl(hooks.url);
    await server.fake.resendWebhook(reference);
    await server.fake.resendWebhook(reference);
    const [first, second] = await hooks.waitFor(2);
    expect(first?.body).toBe(server.fake.webhookBody(reference));
    expect(second?.body).toBe(first?.body);
    expect(first?.headers.get("x-paystack-signature")).toBe(
      signPaystackBody(first?.body ?? "", SECRET),
    );
  });
});

describe("readWebhook", () => {
  const gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: "https://paystack.invalid" });
  const body = JSON.stringify({ event: "charge.success", data: { id: 42, reference: "AFA-1" } });
  const signed = (raw: string, signature: string | null) =>
    gateway.readWebhook(
      raw,
      new Headers(signature === null ? {} : { "x-paystack-signature": signature }),
    );

  it("accepts a body signed with the secret key", () => {
    expect(signed(body, signPaystackBody(body, SECRET))).toEqual({
      kind: "charge",
      reference: "AFA-1",
      providerTransactionId: "42",
    });
  });

  it("answers null for a missing, wrong, short or other body's signature", () => {
    expect(signed(body, null)).toBeNull();
    expect(signed(body, signPaystackBody(body, "sk_test_other"))).toBeNull();
    expect(signed(body, "abc123")).toBeNull();
    const other = body.replace("AFA-1", "AFA-2");
    expect(signed(other, signPaystackBody(body, SECRET))).toBeNull();
    // The signature covers the raw bytes: the same JSON re-serialised is another body.
    expect(signed(`${body} `, signPaystackBody(body, SECRET))).toBeNull();
  });

  it("reads refund events and ignores the rest", () => {
    const sign = (event: unknown) => {
      const raw = JSON.stringify(event);
      return signed(raw, signPaystackBody(raw, SECRET));
    };
    expect(sign({ event: "refund.failed", data: { transaction_reference: "AFA-9" } })).toEqual({
      kind: "refund",
      reference: "AFA-9",
      outcome: "failed",
    });
    expect(sign({ event: "transfer.success", data: { reference: "X" } })).toEqual({
      kind: "ignored",
      type: "transfer.success",
    });
  });
});

describe("readCallback", () => {
  const gateway = createPaystackGateway({ secretKey: SECRET, baseUrl: "https://paystack.invalid" });

  it("reads the reference Paystack adds and our cancel flag", () => {
    expect(gateway.readCallback(new URL(`${CALLBACK}&trxref=AFA-1&reference=AFA-1`))).toEqual({
      reference: "AFA-1",
      providerTransactionId: null,
      cancelled: false,
    });
    expect(gateway.readCallback(new URL(`${CALLBACK}&trxref=AFA-2`)).reference).toBe("AFA-2");
    expect(gateway.readCallback(new URL(`${CALLBACK}&cancelled=1&reference=AFA-3`))).toEqual({
      reference: "AFA-3",
      providerTransactionId: null,
      cancelled: true,
    });
    expect(gateway.readCallback(new URL(`${CALLBACK}&cancelled=0`)).cancelled).toBe(false);
  });
});
