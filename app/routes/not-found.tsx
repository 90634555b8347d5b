import { NotFoundPage } from "~/components/site/not-found-page";
import { common } from "~/i18n/messages/common";
import { metaT } from "~/i18n/meta";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/not-found";

export function loader() {
  return notFound();
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = matches[0]?.loaderData?.site.siteName ?? "AFA Academy";
  const title = metaT(matches, common)?.errors.notFoundTitle ?? "Page not found";
  return [{ title: `${title} | ${siteName}` }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  return <NotFoundPage />;
}
