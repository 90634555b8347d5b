import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  type MiddlewareFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { useNonce } from "~/components/nonce";
import { SiteShell } from "~/components/site/site-shell";
import { STATUS_MESSAGES } from "~/domain/auth/auth.messages";
import { resolveSession, userContext } from "~/domain/auth/session.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { takeToast } from "~/domain/toast/toast.server";
import { servicesContext } from "~/services.server";

/** Resolves the signed-in user once per request for every loader, action and guard below. */
const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  const resolution = await resolveSession(services, request);
  context.set(userContext, resolution.user);
  if (!resolution.user && resolution.endedBecause) {
    // The account was suspended or deactivated while signed in: end here, explain on /login.
    const { redirectWithToast } = await import("~/domain/toast/toast.server");
    const url = new URL(request.url);
    if (url.pathname !== "/login") {
      throw await redirectWithToast(services.toasts, request, "/login", {
        title: "Signed out",
        description: STATUS_MESSAGES[resolution.endedBecause],
        variant: "destructive",
      });
    }
  }
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const user = context.get(userContext);
  const settings = await getSiteSettings(services.db);
  const { toast, setCookie } = await takeToast(services.toasts, request);
  return data(
    {
      user,
      toast,
      site: {
        siteName: settings.siteName,
        slogan: settings.slogan,
        contactEmail: settings.contactEmail,
        phone: settings.phone,
        whatsappNumber: settings.whatsappNumber,
        address: settings.address,
        openingHoursWeekdays: settings.openingHoursWeekdays,
        openingHoursSaturday: settings.openingHoursSaturday,
        social: {
          facebook: settings.facebookUrl,
          instagram: settings.instagramUrl,
          x: settings.xUrl,
          linkedin: settings.linkedinUrl,
          youtube: settings.youtubeUrl,
        },
      },
      year: new Date().getFullYear(),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e5b2a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    message =
      error.status === 404
        ? "The page you are looking for does not exist."
        : error.statusText || message;
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3">{message}</p>
      <a className="mt-6 inline-block underline" href="/">
        Go Home
      </a>
    </main>
  );
}
