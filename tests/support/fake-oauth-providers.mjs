// Loaded into the end-to-end server only (NODE_OPTIONS=--import, see playwright.config.ts): the
// machines have no internet, so Google's token endpoint is answered here. The browser test routes
// Google's sign-in page straight back to our callback with a `code` that carries the profile
// (base64url JSON: sub, email, name); this turns it into the id token Google would return.
const realFetch = globalThis.fetch;

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");

globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.href !== "https://oauth2.googleapis.com/token") return realFetch(input, init);
  const body = new URLSearchParams(
    init?.body instanceof URLSearchParams ? init.body : String(init?.body ?? ""),
  );
  let profile;
  try {
    profile = JSON.parse(Buffer.from(body.get("code") ?? "", "base64url").toString());
  } catch {
    return Response.json({ error: "invalid_grant" }, { status: 400 });
  }
  const now = Math.floor(Date.now() / 1000);
  // better-auth reads the profile from the id token of the code exchange without checking its
  // signature (the token came straight from Google over TLS), so a placeholder signature does.
  const idToken = [
    base64url({ alg: "RS256", kid: "e2e", typ: "JWT" }),
    base64url({
      iss: "https://accounts.google.com",
      aud: process.env.GOOGLE_CLIENT_ID,
      sub: profile.sub,
      email: profile.email,
      email_verified: true,
      name: profile.name,
      iat: now,
      exp: now + 3600,
    }),
    "e2e-signature",
  ].join(".");
  return Response.json({
    access_token: "e2e-access-token",
    id_token: idToken,
    expires_in: 3600,
    token_type: "Bearer",
    scope: "openid email profile",
  });
};
