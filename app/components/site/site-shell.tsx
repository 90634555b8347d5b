import { useMatches, useRouteLoaderData } from "react-router";
import { ToastRegion } from "~/components/ui/toast";
import { common } from "~/i18n/messages/common";
import { useOptionalT } from "~/i18n/react";
// Type-only: importing root's runtime module here would make a cycle (root renders this shell).
import type { loader } from "~/root";
import { FloatingContact } from "./floating-contact";
import { Footer } from "./footer";
import { Header } from "./header";
import { NavigationProgress } from "./navigation-progress";

// The signed-in areas have their own ways to reach us (Contact Support, the admin inbox), and there
// a corner button would sit over players, forms and alerts on a phone screen.
const AREAS_WITHOUT_QUICK_CONTACT = new Set(["routes/learner/layout", "routes/admin/layout"]);

/** Header, main landmark, footer and the global overlays around every page. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  // English when the root loader failed and its words never arrived.
  const t = useOptionalT(common);
  const skipToContent = t?.skipToContent ?? "Skip to main content";
  const inSignedInArea = useMatches().some((m) => AREAS_WITHOUT_QUICK_CONTACT.has(m.id));
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-brand-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:focus-ring"
      >
        {skipToContent}
      </a>
      <NavigationProgress />
      {root ? (
        <Header
          siteName={root.site.siteName}
          user={root.user}
          quickContact={
            inSignedInArea ? null : <FloatingContact site={root.site} placement="header" />
          }
        />
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 pt-header outline-none">
        {root?.demoPayments && t ? <DemoBanner text={t.demoBanner} /> : null}
        {children}
      </main>
      {root ? (
        <>
          <Footer site={root.site} year={root.year} signedIn={root.user !== null} />
          {inSignedInArea ? null : <FloatingContact site={root.site} />}
          <ToastRegion toast={root.toast} />
        </>
      ) : null}
    </>
  );
}

/**
 * The demo's notice (PAYMENTS_PROVIDER=test): the test gateway enrols anyone who clicks Pay, so
 * no visitor may take the site for a real shop, and no operator may miss that it is not one.
 */
function DemoBanner({ text }: { text: string }) {
  return (
    <p
      data-demo-banner
      className="border-warning-border border-b bg-warning-bg px-4 py-2 text-center font-semibold text-sm text-warning"
    >
      {text}
    </p>
  );
}
