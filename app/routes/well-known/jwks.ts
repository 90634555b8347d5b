import { publishedKeySet } from "~/domain/api/api-tokens.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/jwks";

/** GET /.well-known/jwks.json: the public keys that verify our access tokens. */
export async function loader({ context }: Route.LoaderArgs) {
  const keys = await publishedKeySet(context.get(servicesContext));
  return Response.json(keys, {
    // Five minutes of caching is safe: a client meeting an unknown key id fetches the set again.
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
