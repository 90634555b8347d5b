import enhanceScript from "virtual:afa/enhance-script";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  type MiddlewareFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorIllustration } from "~/components/illustrations/error-illustration";
import { ERROR_PAGE_TEXTS } from "~/components/layout/error-page-texts";
import { ROUTE_ERROR_TEXTS } from "~/components/layout/route-error";
import { useNonce } from "~/components/nonce";
import { Logo } from "~/components/site/logo";
import { SiteShell } from "~/components/site/site-shell";
import { buttonClasses } from "~/components/ui/button";
import { isOutageData } from "~/db/outage";
import { resolveSession } from "~/domain/auth/session.server";
import { isMaintenanceData } from "~/domain/settings/maintenance";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { siteTextsIn } from "~/domain/settings/site-texts";
import { messagesFor, translate } from "~/i18n/catalog.server";
import { compileMessages } from "~/i18n/define";
import { localeContext } from "~/i18n/locale.server";
import { HTML_LANG, LOCALES, localizePath, splitLocalePath } from "~/i18n/locales";
import { auth } from "~/i18n/messages/auth";
import { common } from "~/i18n/messages/common";
import { ui } from "~/i18n/messages/ui";
import { collectMessages, I18nProvider, useLocalizePath, useOptionalT } from "~/i18n/react";
import { shipsRouter } from "~/lib/hydration";
import { localeMiddleware } from "~/routes/middleware/locale.server";
import { maintenanceMiddleware } from "~/routes/middleware/maintenance.server";
import { outageMiddleware } from "~/routes/middleware/outage.server";
import { pageCacheMiddleware } from "~/routes/middleware/page-cache.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { redirectWithToast } from "~/routes/toast.server";
import { takeToast } from "~/routes/toast-cookie.server";
import { servicesContext } from "~/services.server";

/** Resolves the signed-in user once per request for every loader, action and guard below. */
const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const services = context.get(servicesContext);
  const resolution = await resolveSession(services, request);
  context.set(userContext, resolution.user);
  if (!resolution.user && resolution.endedBecause) {
    // The account was suspended or deactivated while signed in: end here, explain on /login
    // (in the page's language; the root middleware puts the address in it too).
    const url = new URL(request.url);
    if (splitLocalePath(url.pathname).path !== "/login") {
      const t = translate(context.get(localeContext), auth);
      throw await redirectWithToast(services.toasts, request, "/login", {
        title: t.toasts.signedOut,
        description: t.status[resolution.endedBecause],
        variant: "destructive",
      });
    }
  }
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [
  localeMiddleware,
  ...outageMiddleware,
  sessionMiddleware,
  ...maintenanceMiddleware,
  pageCacheMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const signedIn = context.get(userContext);
  // The session id stays on the server: pages only need who is signed in.
  const user = signedIn ? { ...signedIn, sessionId: undefined } : null;
  const settings = await getSiteSettings(services.db);
  const { toast, setCookie } = await takeToast(services.toasts, request);
  const locale = context.get(localeContext);
  const texts = siteTextsIn(settings, translate(locale, common).siteDefaults);
  return data(
    {
      locale,
      ...messagesFor(locale, common, ui),
      user,
      toast,
      // The test gateway "pays" without money: every page says so (the same for every visitor,
      // so the visitors' page cache may keep it).
      demoPayments: services.payments.testMode,
      site: {
        siteName: settings.siteName,
        appUrl: services.env.APP_URL,
        whatsappCommunity: settings.communityLink,
        careersEmail: settings.careersEmail,
        slogan: texts.slogan,
        contactEmail: settings.contactEmail,
        phone: settings.phone,
        whatsappNumber: settings.whatsappNumber,
        address: settings.address,
        openingHoursWeekdays: texts.openingHoursWeekdays,
        openingHoursSaturday: texts.openingHoursSaturday,
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

/**
 * A lesson's progress report that did not reach the server (kept on the phone, or failed: see
 * the course content page's clientAction) changed nothing there: the pages above the player keep
 * their data instead of asking the server, which, offline, would fail and replace the lesson with
 * an error page. Here, in the module every page loads, so the learner area shares it for free.
 */
export function isUnsentProgress(actionResult: unknown): boolean {
  const status = (actionResult as { status?: unknown } | null | undefined)?.status;
  return status === "queued" || status === "failed";
}

/** A progress report kept on the phone (offline) changed nothing the root shows. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isUnsentProgress(actionResult) ? false : defaultShouldRevalidate;
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  // Once the router runs in a browser it stays (its client navigations may reach public pages).
  const hydrate = typeof document !== "undefined" || shipsRouter(matches.map((m) => m.id));
  const location = useLocation();
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  // Without root data (its loader failed), the address still says which language the page is in.
  const { locale: pathLocale, path: barePath } = splitLocalePath(location.pathname);
  const locale = root?.locale ?? pathLocale;
  const origin = root?.site.appUrl ?? "";
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e5b2a" />
        <meta name="color-scheme" content="light" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {LOCALES.map((l) => (
          <link
            key={l}
            rel="alternate"
            hrefLang={l}
            href={`${origin}${localizePath(barePath, l)}${location.search}`}
          />
        ))}
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${origin}${barePath}${location.search}`}
        />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface text-ink">
        <I18nProvider locale={locale} messages={collectMessages(matches)}>
          {children}
        </I18nProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            {enhanceScript.imports.map((href) => (
              <link key={href} rel="modulepreload" href={href} nonce={nonce} />
            ))}
            <script type="module" src={enhanceScript.src} nonce={nonce} />
          </>
        )}
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
  // Root data is present when a child route failed, absent when the root loader itself did
  // (then the frame's English words are used: the messages never arrived).
  const root = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const t = (useOptionalT(common) ?? { errors: compileMessages(ERROR_PAGE_TEXTS, "en") }).errors;
  const uiT = useOptionalT(ui);
  const localize = useLocalizePath();
  const maintenance = isRouteErrorResponse(error) && isMaintenanceData(error.data);
  const siteName =
    root?.site.siteName ??
    (maintenance && isRouteErrorResponse(error) ? error.data.siteName : "AFA Academy");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  let title = t.errorTitle;
  let message = t.errorMessage;
  const outage = isRouteErrorResponse(error) && isOutageData(error.data);
  if (maintenance) {
    title = t.maintenanceTitle;
    message = t.maintenanceMessage({ siteName });
  } else if (outage) {
    title = t.outageTitle;
    message = uiT?.routeError.unavailable.message ?? ROUTE_ERROR_TEXTS.unavailable.message;
  } else if (isRouteErrorResponse(error)) {
    title = notFound ? t.notFoundTitle : t.statusTitle({ status: error.status });
    message = notFound ? t.notFoundMessage : error.statusText || message;
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  const body = (
    <>
      <ErrorIllustration
        kind={notFound ? "not-found" : "error"}
        className="h-auto w-full max-w-xs sm:max-w-sm"
      />
      <h1 className="mt-6 text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">{message}</p>
      {/* A full page load, so a broken client state cannot keep the error on screen. */}
      {maintenance ? (
        <a className={`${buttonClasses({ variant: "outline" })} mt-8`} href={localize("/login")}>
          {t.staffSignIn}
        </a>
      ) : outage ? (
        // The same page again, loaded in full once the records are back.
        <a
          className={`${buttonClasses({ size: "lg" })} mt-8`}
          href={location.pathname + location.search}
        >
          {t.tryAgain}
        </a>
      ) : (
        <a className={`${buttonClasses({ size: "lg" })} mt-8`} href={localize("/")}>
          {t.goHome}
        </a>
      )}
      {stack ? (
        <pre className="mt-10 w-full max-w-3xl overflow-x-auto rounded-lg bg-surface-sunken p-4 text-left text-xs">
          {stack}
        </pre>
      ) : null}
    </>
  );
  const centred = "container-page flex flex-1 flex-col items-center py-16 text-center sm:py-24";
  // A missing page is still our site: its navigation, footer and language switcher lead on.
  // Maintenance and outages keep the bare frame: the shell's links would lead to the same wall.
  if (root && !maintenance && !outage) {
    return (
      <>
        <title>{`${title} | ${siteName}`}</title>
        <SiteShell>
          <div className={centred}>{body}</div>
        </SiteShell>
      </>
    );
  }
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <header className="border-b border-border bg-surface">
        <div className="container-page flex h-header items-center">
          <a href={localize("/")} className="-m-1 rounded-md p-1 focus-visible:focus-ring">
            <Logo siteName={siteName} />
          </a>
        </div>
      </header>
      <main id="main" className={centred}>
        {body}
      </main>
    </>
  );
}
