import { useRouteLoaderData } from "react-router";
import { ToastRegion } from "~/components/ui/toast";
// Type-only: importing root's runtime module here would make a cycle (root renders this shell).
import type { loader } from "~/root";
import { FloatingContact } from "./floating-contact";
import { Footer } from "./footer";
import { Header } from "./header";
import { NavigationProgress } from "./navigation-progress";

/** Header, main landmark, footer and the global overlays around every page. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:focus-ring"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      {root ? <Header siteName={root.site.siteName} user={root.user} /> : null}
      <main id="main" tabIndex={-1} className="flex-1 pt-header outline-none">
        {children}
      </main>
      {root ? (
        <>
          <Footer site={root.site} year={root.year} />
          <FloatingContact site={root.site} />
          <ToastRegion toast={root.toast} />
        </>
      ) : null}
    </>
  );
}
