import { LostFieldIllustration } from "~/components/illustrations/lost-field-illustration";
import { ButtonLink } from "~/components/ui/button";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/not-found";

export function loader() {
  return notFound();
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteName = matches[0]?.loaderData?.site.siteName ?? "AFA Academy";
  return [{ title: `Page not found | ${siteName}` }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <LostFieldIllustration className="w-full max-w-xs sm:max-w-sm" />
      <p className="mt-6 text-sm font-bold tracking-wider text-accent-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">
        The page you are looking for does not exist or has moved. Let us help you find your way
        back.
      </p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/" size="lg">
          Go Home
        </ButtonLink>
        <ButtonLink to="/academy" size="lg" variant="outline">
          Browse courses
        </ButtonLink>
        <ButtonLink to="/contact" size="lg" variant="ghost">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}
