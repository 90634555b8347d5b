import { renderRobots } from "~/domain/site/robots";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  return new Response(renderRobots(env.APP_URL), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
