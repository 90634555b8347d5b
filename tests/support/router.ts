import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import type { SessionUser } from "~/domain/auth/session.server";
import { localeContext } from "~/i18n/locale.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { userContext } from "~/routes/middleware/user-context.server";
import { type Services, servicesContext } from "~/services.server";

// biome-ignore lint/suspicious/noExplicitAny: any route module's loader or action, whatever its Route.*Args.
type RouteFunction = (args: any) => unknown;

/** What a loader or action produced: `data()` is unwrapped, Responses (and redirects) read out. */
export type RouteData<F extends RouteFunction> =
  Awaited<ReturnType<F>> extends infer R
    ? R extends Response
      ? never
      : R extends UNSAFE_DataWithResponseInit<infer D>
        ? D
        : R
    : never;

export type RouteResult<T> = {
  status: number;
  headers: Headers;
  /** The returned (or thrown) data; undefined for a Response. */
  data: T | undefined;
  /** Where a redirect points, or null. */
  location: string | null;
  /** Whether the function threw (guards throw their redirects). */
  thrown: boolean;
  /** The Response itself when one was returned or thrown. */
  response: Response | null;
};

export type RouteCall = {
  services: Services;
  /** A path ("/dashboard?tab=x") resolved against APP_URL, or an absolute URL. */
  url: string;
  /** The signed-in user, as the root middleware would have resolved it. Default: signed out. */
  user?: SessionUser | null;
  params?: Record<string, string>;
  headers?: HeadersInit;
  /** The page's language, as the root middleware reads it from the URL. Default: English. */
  locale?: Locale;
};

export type ActionCall = RouteCall & {
  /** Sent as multipart form data, like a <Form method="post">; arrays repeat the field. */
  form?: Record<string, string | Blob | (string | Blob)[]>;
  /** Sent as JSON instead (`fetch` with a JSON body); a string is sent as it is. */
  json?: unknown;
  method?: "POST" | "PUT" | "PATCH" | "DELETE";
};

/** A context as server/app.ts and the root middleware build it for a real request. */
export function routeContext(
  services: Services,
  user: SessionUser | null = null,
  locale: Locale = DEFAULT_LOCALE,
) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(userContext, user);
  context.set(localeContext, locale);
  return context;
}

function isDataWithInit(value: unknown): value is UNSAFE_DataWithResponseInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

function toResult<T>(value: unknown, thrown: boolean): RouteResult<T> {
  if (value instanceof Response) {
    return {
      status: value.status,
      headers: value.headers,
      data: undefined,
      location: value.headers.get("Location"),
      thrown,
      response: value,
    };
  }
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return {
      status: value.init?.status ?? 200,
      headers,
      data: value.data as T,
      location: headers.get("Location"),
      thrown,
      response: null,
    };
  }
  return {
    status: 200,
    headers: new Headers(),
    data: value as T,
    location: null,
    thrown,
    response: null,
  };
}

async function call<F extends RouteFunction>(
  fn: F,
  request: Request,
  opts: RouteCall,
): Promise<RouteResult<RouteData<F>>> {
  const url = new URL(request.url);
  const args = {
    request,
    url,
    pattern: url.pathname,
    params: opts.params ?? {},
    context: routeContext(opts.services, opts.user ?? null, opts.locale),
  };
  try {
    return toResult(await fn(args), false);
  } catch (error) {
    if (error instanceof Response || isDataWithInit(error)) return toResult(error, true);
    throw error;
  }
}

function absolute(services: Services, url: string): string {
  return new URL(url, `${services.env.APP_URL}/`).toString();
}

/** Calls a route's loader as a GET of `url` would. */
export function callLoader<F extends RouteFunction>(loader: F, opts: RouteCall) {
  const request = new Request(absolute(opts.services, opts.url), { headers: opts.headers });
  return call(loader, request, opts);
}

/** Calls a route's action as a form submission to `url` would. */
export function callAction<F extends RouteFunction>(action: F, opts: ActionCall) {
  let body: FormData | string | undefined;
  const headers = new Headers(opts.headers);
  if (opts.json !== undefined) {
    body = typeof opts.json === "string" ? opts.json : JSON.stringify(opts.json);
    headers.set("Content-Type", "application/json");
  } else if (opts.form) {
    body = new FormData();
    for (const [name, value] of Object.entries(opts.form)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
  }
  const url = absolute(opts.services, opts.url);
  // better-auth and our CSRF checks compare Origin with APP_URL, as a browser would send it.
  if (!headers.has("Origin")) headers.set("Origin", new URL(url).origin);
  const request = new Request(url, { method: opts.method ?? "POST", headers, body });
  return call(action, request, opts);
}
