import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "~/services.server";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import Downloads, { loader as downloadsLoader } from "./downloads";
import Offline, { loader as offlineLoader } from "./offline";

const suite = setupTestServices();
let services: Services;
beforeAll(() => {
  services = suite.services;
});

const PAGES = [
  {
    path: "/dashboard/downloads",
    id: "routes/learner/downloads",
    loader: downloadsLoader,
    Component: Downloads,
    title: "Downloads",
  },
  {
    path: "/dashboard/offline",
    id: "routes/learner/offline",
    loader: offlineLoader,
    Component: Offline,
    title: "You are offline",
  },
] as const;

describe("the Downloads and offline pages", () => {
  for (const page of PAGES) {
    it(`${page.path}: signed in only`, async () => {
      const out = await callLoader(page.loader, { services, url: page.path, user: null });
      expect(out.status).toBe(302);
      expect(out.location).toBe(`/login?redirectTo=${encodeURIComponent(page.path)}`);
    });

    it(`${page.path}: server-rendered with what to do, the list coming from the phone`, async () => {
      const user = await createTestUser(services);
      const out = await callLoader(page.loader, { services, url: page.path, user });
      expect(out.status).toBe(200);
      const html = renderPage(
        { id: page.id, path: page.path, Component: page.Component },
        out.data,
        null,
      );
      expect(html).toContain(page.title);
      // Before its script runs, the page says it is looking, and without JavaScript why it cannot.
      expect(html).toContain("Looking for downloads on this phone");
      expect(html).toContain("Downloads need JavaScript");
    });
  }

  it("renders the same first HTML whatever page it was sent from (no hydration error offline)", async () => {
    // Offline, the worker answers /dashboard/offline?from=… with the copy kept without "from":
    // the server's render must not depend on it, or React throws #418 when the page hydrates.
    const user = await createTestUser(services);
    const out = await callLoader(offlineLoader, { services, url: "/dashboard/offline", user });
    const page = { id: "routes/learner/offline", path: "/dashboard/offline", Component: Offline };
    const kept = renderPage(page, out.data, null);
    const sentFrom = renderPage(
      page,
      out.data,
      null,
      "en",
      "/dashboard/offline?from=%2Fdashboard%2Fcertificates",
    );
    expect(sentFrom).toBe(kept);
    expect(sentFrom).not.toContain("Try again");
  });
});
