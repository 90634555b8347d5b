import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeFlutterwaveServer,
  startFakeFlutterwaveServer,
} from "../../../../tests/support/fake-flutterwave-server";
import { createFlutterwaveGateway } from "./flutterwave.server";
import { GatewayError, type PaymentGateway } from "./gateway";

const SECRET_KEY = "FLWSECK_TEST-afa-academy";
const SECRET_HASH = "afa-webhook-hash";
const CALLBACK = "http://127.0.0.1:1/payments/callback";

let flw: FakeFlutterwaveServer;
let gateway: PaymentGateway;
beforeEach(async () => {
  flw = await startFakeFlutterwaveServer({ secretKey: SECRET_KEY, secretHash: SECRET_HASH });
  gateway = createFlutterwaveGateway({
    secretKey: SECRET_KEY,
    secretHash: SECRET_HASH,
    baseUrl: flw.baseUrl,
  });
});
afterEach(() => flw.close());

let counter = 0;
async function startCheckout(amountKobo = 1_250_000) {
  const reference = `afa-test-${++counter}`;
  const { checkoutUrl } = await gateway.initialize({
    reference,
    amountKobo,
    email: "ada@example.com",
    customerName: "Ada Okafor",
    callbackUrl: CALLBACK,
    description: "Introduction to Accounting",
  });
  return { reference, checkoutUrl };
}

/** Presses a button on the hosted page, as the learner's browser would; answers the redirect. */
async function press(checkoutUrl: string, button: "Pay" | "Fail" | "Cancel"): Promise<URL> {
  const page = await (await fetch(checkoutUrl)).text();
  const action = new RegExp(`action="([^"]+)"><button type="submit">${button}<`).exec(page)?.[1];
  if (!action) throw new Error(`no ${button} button on the checkout page`);
  const response = await fetch(new URL(action, checkoutUrl), {
    method: "POST",
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

const signed = (hash?: string) => new Headers(hash === undefined ? {} : { "verif-hash": hash });

describe("the Flutterwave gateway", () => {
  it("starts a hosted checkout with the amount in naira and answers its link", async () => {
    const { reference, checkoutUrl } = await startCheckout(1_250_050);
    expect(checkoutUrl).toBe(`${flw.baseUrl}/pay/${reference}`);
    expect(flw.calls.at(-1)).toEqual({
      method: "POST",
      path: "/v3/payments",
      body: {
        tx_ref: reference,
        amount: 12_500.5,
        currency: "NGN",
        redirect_url: CALLBACK,
        customer: { email: "ada@example.com", name: "Ada Okafor" },
        customizations: { title: "AFA Academy", description: "Introduction to Accounting" },
      },
    });
  });

  it("verifies a paid charge by its transaction id, in kobo", async () => {
    const { reference, checkoutUrl } = await startCheckout();
    expect(flw.calls.at(-1)?.body).toMatchObject({ amount: 12_500 });
    const back = await press(checkoutUrl, "Pay");
    const callback = gateway.readCallback(back);
    expect(callback).toEqual({
      reference,
      providerTransactionId: expect.stringMatching(/^\d+$/),
      cancelled: false,
    });
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);

    const charge = await gateway.verify(
      callback as { reference: string; providerTransactionId: string },
    );
    expect(charge).toEqual({
      status: "success",
      reference,
      amountKobo: 1_250_000,
      currency: "NGN",
      providerTransactionId: callback.providerTransactionId,
      message: null,
    });
    expect(flw.calls.at(-1)?.path).toBe(
      `/v3/transactions/${callback.providerTransactionId}/verify`,
    );
  });

  it("verifies by reference when no transaction id is known, and reports what was really paid", async () => {
    const { reference, checkoutUrl } = await startCheckout();
    await press(checkoutUrl, "Pay");
    flw.setAmountOverride(reference, 100.01);
    flw.setCurrencyOverride(reference, "USD");
    const charge = await gateway.verify({ reference, providerTransactionId: null });
    expect(flw.calls.at(-1)?.path).toBe(`/v3/transactions/verify_by_reference?tx_ref=${reference}`);
    expect(charge).toMatchObject({ status: "success", amountKobo: 10_001, currency: "USD" });
    expect(charge.providerTransactionId).toBe(String(flw.charges.get(reference)?.transaction?.id));
  });

  it("reports a declined charge as failed, with the processor's reason", async () => {
    const { reference, checkoutUrl } = await startCheckout();
    const callback = gateway.readCallback(await press(checkoutUrl, "Fail"));
    expect(callback.cancelled).toBe(false);
    const charge = await gateway.verify({
      reference,
      providerTransactionId: callback.providerTransactionId,
    });
    expect(charge).toMatchObject({ status: "failed", message: "Declined by issuer" });
  });

  it("reads a cancel as abandoned: Flutterwave keeps no transaction for it", async () => {
    const { reference, checkoutUrl } = await startCheckout();
    const callback = gateway.readCallback(await press(checkoutUrl, "Cancel"));
    expect(callback).toEqual({ reference, providerTransactionId: null, cancelled: true });
    const charge = await gateway.verify({ reference, providerTransactionId: null });
    expect(charge).toMatchObject({ status: "abandoned", reference, amountKobo: 0 });
  });

  it("answers not-found for a transaction id Flutterwave does not know", async () => {
    const charge = await gateway.verify({ reference: "afa-x", providerTransactionId: "999" });
    expect(charge).toMatchObject({ status: "not-found", providerTransactionId: "999" });
  });

  it("throws Flutterwave's message when the key is refused, and never shows the key", async () => {
    const wrong = createFlutterwaveGateway({
      secretKey: "FLWSECK_TEST-wrong",
      secretHash: SECRET_HASH,
      baseUrl: flw.baseUrl,
    });
    const verifying = wrong.verify({ reference: "afa-x", providerTransactionId: null });
    await expect(verifying).rejects.toThrow(GatewayError);
    await expect(verifying).rejects.toMatchObject({
      status: 401,
      message: "Invalid authorization key",
    });
    await expect(verifying).rejects.not.toThrow(/FLWSECK/);
  });

  it("throws a GatewayError when Flutterwave cannot be reached or does not answer in time", async () => {
    const silent = createServer(() => {}); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const slow = createFlutterwaveGateway({
        secretKey: SECRET_KEY,
        secretHash: SECRET_HASH,
        baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        timeoutMs: 100,
      });
      await expect(
        slow.verify({ reference: "afa-x", providerTransactionId: null }),
      ).rejects.toThrow(/could not be reached \(request timed out\)/);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const closed = createFlutterwaveGateway({
      secretKey: SECRET_KEY,
      secretHash: SECRET_HASH,
      baseUrl: "http://127.0.0.1:1",
    });
    await expect(
      closed.refund({ reference: "x", providerTransactionId: "1", amountKobo: 100 }),
    ).rejects.toThrow(GatewayError);
  });

  it("refunds a paid charge in naira and reports it processed when Flutterwave completes it", async () => {
    const { reference, checkoutUrl } = await startCheckout();
    const { providerTransactionId } = gateway.readCallback(await press(checkoutUrl, "Pay"));
    const refund = await gateway.refund({
      reference,
      providerTransactionId,
      amountKobo: 1_250_000,
    });
    expect(refund).toEqual({ status: "processed" });
    expect(flw.calls.at(-1)).toMatchObject({
      path: `/v3/transactions/${providerTransactionId}/refund`,
      body: { amount: 12_500 },
    });
    // Refunding twice is refused by Flutterwave, and that refusal reaches the caller.
    await expect(
      gateway.refund({ reference, providerTransactionId, amountKobo: 1_250_000 }),
    ).rejects.toThrow("Transaction has been fully refunded");
  });

  it("finds the transaction by reference to refund it, and waits for the webhook when pending", async () => {
    const { reference, checkoutUrl } = await startCheckout();
    await press(checkoutUrl, "Pay");
    flw.refundMode = "webhook";
    const received: string[] = [];
    const endpoint = createServer(async (request, response) => {
      let raw = "";
      for await (const chunk of request) raw += chunk;
      if (gateway.readWebhook(raw, new Headers(request.headers as Record<string, string>)))
        received.push(raw);
      response.end();
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    flw.setWebhookUrl(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`);
    try {
      const refund = await gateway.refund({
        reference,
        providerTransactionId: null,
        amountKobo: 1_250_000,
      });
      expect(refund).toEqual({ status: "pending" });
      await expect.poll(() => received.length).toBe(1);
      const [body] = received;
      expect(gateway.readWebhook(body ?? "", signed(SECRET_HASH))).toEqual({
        kind: "refund",
        reference,
        outcome: "processed",
      });
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });

  it("reads a signed charge webhook, and nothing from a wrong or missing hash", async () => {
    const { reference, checkoutUrl } = await startCheckout();
    await press(checkoutUrl, "Pay");
    const body = flw.webhookBody(reference);
    const id = String(flw.charges.get(reference)?.transaction?.id);
    expect(gateway.readWebhook(body, signed(SECRET_HASH))).toEqual({
      kind: "charge",
      reference,
      providerTransactionId: id,
    });
    expect(gateway.readWebhook(body, signed("afa-webhook-hasX"))).toBeNull();
    expect(gateway.readWebhook(body, signed("short"))).toBeNull();
    expect(gateway.readWebhook(body, signed(""))).toBeNull();
    expect(gateway.readWebhook(body, signed())).toBeNull();
  });

  it("never accepts a webhook when no secret hash is configured", () => {
    const unconfigured = createFlutterwaveGateway({
      secretKey: SECRET_KEY,
      secretHash: "",
      baseUrl: flw.baseUrl,
    });
    const body = JSON.stringify({ event: "charge.completed", data: { id: 1, tx_ref: "afa-1" } });
    expect(unconfigured.readWebhook(body, signed(""))).toBeNull();
  });

  it("ignores the events it does not act on, and signed bodies it cannot read", () => {
    const read = (body: string) => gateway.readWebhook(body, signed(SECRET_HASH));
    expect(read(JSON.stringify({ event: "transfer.completed", data: { id: 1 } }))).toEqual({
      kind: "ignored",
      type: "transfer.completed",
    });
    expect(read(JSON.stringify({ event: "charge.completed", data: { id: 1 } }))).toEqual({
      kind: "ignored",
      type: "charge.completed",
    });
    expect(read("{not json")).toEqual({ kind: "ignored", type: "invalid-json" });
    expect(read(JSON.stringify({ event: "refund.failed", data: { tx_ref: "afa-9" } }))).toEqual({
      kind: "refund",
      reference: "afa-9",
      outcome: "failed",
    });
  });

  it("reads the redirect back from the hosted page", () => {
    expect(
      gateway.readCallback(
        new URL(`${CALLBACK}?status=successful&tx_ref=afa-1&transaction_id=4000001`),
      ),
    ).toEqual({ reference: "afa-1", providerTransactionId: "4000001", cancelled: false });
    expect(gateway.readCallback(new URL(`${CALLBACK}?status=cancelled&tx_ref=afa-1`))).toEqual({
      reference: "afa-1",
      providerTransactionId: null,
      cancelled: true,
    });
    expect(gateway.readCallback(new URL(CALLBACK))).toEqual({
      reference: null,
      providerTransactionId: null,
      cancelled: false,
    });
  });
});

describe("the fake Flutterwave's webhooks", () => {
  it("posts charge.completed with the secret hash when the learner pays, and again on resend", async () => {
    const bodies: { hash: string | undefined; body: string }[] = [];
    const endpoint = createServer(async (request, response) => {
      let raw = "";
      for await (const chunk of request) raw += chunk;
      bodies.push({ hash: request.headers["verif-hash"] as string | undefined, body: raw });
      response.end();
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    flw.setWebhookUrl(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`);
    try {
      const { reference, checkoutUrl } = await startCheckout();
      await press(checkoutUrl, "Pay");
      await expect.poll(() => bodies.length).toBe(1);
      expect(await flw.resendWebhook(reference)).toBe(200);
      expect(bodies).toEqual([
        { hash: SECRET_HASH, body: flw.webhookBody(reference) },
        { hash: SECRET_HASH, body: flw.webhookBody(reference) },
      ]);
      expect(JSON.parse(bodies[0]?.body ?? "")).toMatchObject({
        event: "charge.completed",
        data: { tx_ref: reference, status: "successful", amount: 12_500, currency: "NGN" },
      });
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});
