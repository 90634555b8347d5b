// The demo banner: while the built-in test gateway takes the payments (PAYMENTS_PROVIDER=test),
// every page says that no money is taken; with no provider, or a real one, no page does.
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { I18nProvider } from "~/i18n/react";
import { loader as rootLoader } from "~/root";
import type { Services } from "~/services.server";
import { allMessages } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { SiteShell } from "./site-shell";

const BANNER: Record<Locale, string> = {
  en: "Demo mode: payments are simulated, no money is taken",
  ha: "Yanayin nuni: ana kwaikwayon biya, ba a karɓar kuɗi",
  yo: "Ipò àfihàn: ìsanwó jẹ́ àfarawé, a kò gba owó kankan",
  ig: "Ọnọdụ ngosi: ịkwụ ụgwọ abụghị n’ezie, a naghị ana ego ọ bụla",
  pcm: "Demo mode: di payments no be real, nobody go collect money",
};

function Shell() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

function Page() {
  return <h1>A page</h1>;
}

/** A page in the site's frame, with the root loader's real answer. */
async function renderInShell(services: Services, locale: Locale = "en"): Promise<string> {
  const root = await callLoader(rootLoader, { services, url: "/", locale });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Shell,
      children: [{ id: "page", index: true, Component: Page }],
    },
  ]);
  return renderToString(
    <I18nProvider locale={locale} messages={allMessages(locale)}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: root.data } }} />
    </I18nProvider>,
  );
}

describe("with PAYMENTS_PROVIDER=test (the demo)", () => {
  const suite = setupTestServices({ env: { PAYMENTS_PROVIDER: "test" } });

  it("shows the demo banner on every page, in the reader's language", async () => {
    for (const locale of Object.keys(BANNER) as Locale[]) {
      const html = await renderInShell(suite.services, locale);
      expect(html).toContain("data-demo-banner");
      expect(html).toContain(BANNER[locale]);
    }
  });
});

describe("with the embedded database and no PAYMENTS_PROVIDER", () => {
  const suite = setupTestServices();

  it("takes no payments and shows no demo banner", async () => {
    expect(suite.services.payments.checkout).toBeNull();
    expect(suite.services.payments.testMode).toBe(false);
    const html = await renderInShell(suite.services);
    expect(html).toContain("A page");
    expect(html).not.toContain("data-demo-banner");
  });
});
