import { createRemoteJWKSet, jwtVerify } from "jose";
import { expect, test } from "./fixtures";
import { PASSWORD } from "./support/auth";

test.describe("the API for other clients", () => {
  test("a client signs in, gets a token that an independent JWKS client verifies, and uses it", async ({
    playwright,
    baseURL,
    registerStudent,
  }) => {
    const email = await registerStudent("api");

    // A client with its own cookie jar and no browser: the mobile app's position.
    const client = await playwright.request.newContext({ baseURL });
    const signIn = await client.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    const tokenResponse = await client.get("/api/auth/token");
    expect(tokenResponse.status()).toBe(200);
    const { token } = (await tokenResponse.json()) as { token: string };

    // jose fetches our published keys over HTTP, as any outside verifier would.
    const keys = createRemoteJWKSet(new URL("/.well-known/jwks.json", baseURL));
    const { payload, protectedHeader } = await jwtVerify(token, keys, {
      issuer: new URL(baseURL ?? "").origin,
      audience: `${new URL(baseURL ?? "").origin}/api/v1`,
    });
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(payload.email).toBe(email);

    const anonymous = await playwright.request.newContext({ baseURL });
    const me = await anonymous.get("/api/v1/me", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, role: "user" });

    const enrol = await anonymous.post("/api/v1/enrolments", {
      headers: { Authorization: `Bearer ${token}` },
      data: { course: "cassava-production-for-profit" },
    });
    expect(enrol.status()).toBe(201);
    const enrolments = await anonymous.get("/api/v1/enrolments", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await enrolments.json()).enrolments).toHaveLength(1);

    const [header, body, signature] = token.split(".") as [string, string, string];
    const tampered = `${header}.${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const forged = await anonymous.get("/api/v1/me", {
      headers: { Authorization: `Bearer ${tampered}` },
    });
    expect(forged.status()).toBe(401);
    expect((await forged.json()).error.message).toBe("Invalid JWT signature");

    const contract = await anonymous.get("/api/v1/openapi.json");
    expect(contract.status()).toBe(200);
    expect((await contract.json()).info.title).toBe("AFA Academy API");
    await client.dispose();
    await anonymous.dispose();
  });
});
