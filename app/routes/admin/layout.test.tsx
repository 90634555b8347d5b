// The admin area's frame as the server renders it: each page opens with its own title (the
// overview's stats strip comes under it), and the site's settings and the account's own are
// named apart everywhere.
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import AccountSettings, { loader as accountLoader } from "~/routes/learner/settings";
import { adminLayoutStub } from "../../../tests/support/admin-layout-stub";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import Overview, { loader as overviewLoader } from "./dashboard";
import { loader as layoutLoader } from "./layout";
import SiteSettings, { loader as siteSettingsLoader } from "./site-settings";

let t: TestServices;
let admin: SessionUser;

beforeAll(async () => {
  t = await createTestServices();
  admin = await createTestUser(t.services, { role: "admin", name: "Site Administrator" });
});
afterAll(async () => {
  await t.close();
});

const ROOT = {
  user: null,
  toast: null,
  year: 2026,
  site: { siteName: "AFA Academy", slogan: "Learn to produce more." },
};

/** `path` rendered inside the admin layout, with every loader's real answer for the admin. */
async function render(path: string) {
  const load = async (loader: Parameters<typeof callLoader>[0]) =>
    (await callLoader(loader, { services: t.services, url: path, user: admin })).data;
  const Stub = adminLayoutStub([
    { id: "routes/admin/dashboard", path: "admin-dashboard", Component: Overview },
    {
      id: "routes/admin/site-settings",
      path: "admin-dashboard/site-settings",
      Component: SiteSettings,
    },
    { id: "admin-settings", path: "admin-dashboard/settings", Component: AccountSettings },
  ]);
  const page = {
    "/admin-dashboard": ["routes/admin/dashboard", overviewLoader],
    "/admin-dashboard/site-settings": ["routes/admin/site-settings", siteSettingsLoader],
    "/admin-dashboard/settings": ["admin-settings", accountLoader],
  } as const;
  const [id, loader] = page[path as keyof typeof page];
  return renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: {
          root: ROOT,
          "routes/admin/layout": await load(layoutLoader),
          [id]: await load(loader),
        },
      }}
    />,
  );
}

/** The tabs' links as [label, href] (the nav comes first in the layout). */
function tabs(html: string): [string, string][] {
  const nav = html.match(/<nav aria-label="Admin sections".*?<\/nav>/s)?.[0] ?? "";
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
    m[2] ?? "",
    m[1] ?? "",
  ]);
}

describe("the admin layout", () => {
  it("opens the overview with its title, then the stats strip, saying 'Admin dashboard' once", async () => {
    const html = await render("/admin-dashboard");
    expect(html.match(/admin dashboard/gi)).toHaveLength(1);
    const title = html.search(/<h1[^>]*>Admin dashboard<\/h1>/);
    const strip = html.indexOf('aria-labelledby="admin-stats-title"');
    expect(title).toBeGreaterThan(-1);
    expect(strip).toBeGreaterThan(title);
    // Nothing but the tabs comes before the title: no eyebrow, no strip, no other heading.
    expect(html.slice(0, title)).not.toMatch(/<h[1-6]|admin-stats-title/);
    expect(html).toContain('href="/admin-dashboard/content/new"');
  });

  it("names the two settings pages apart in the tabs; none is just 'Settings'", async () => {
    const links = tabs(await render("/admin-dashboard"));
    expect(links).toContainEqual(["Site settings", "/admin-dashboard/site-settings"]);
    expect(links).toContainEqual(["Account settings", "/admin-dashboard/settings"]);
    expect(links.map(([label]) => label)).not.toContain("Settings");
  });

  it("titles the site's settings 'Site settings', first on the page and without the strip", async () => {
    const html = await render("/admin-dashboard/site-settings");
    expect(html).toMatch(/<h1[^>]*>Site settings<\/h1>/);
    expect(html).not.toContain("admin-stats-title");
    expect(html).toMatch(/aria-current="page"[^>]*>Site settings<\/a>/);
  });

  it("titles the admin's own settings 'Account settings'", async () => {
    const html = await render("/admin-dashboard/settings");
    expect(html).toMatch(/<h1[^>]*>Account settings<\/h1>/);
    expect(html).toMatch(/aria-current="page"[^>]*>Account settings<\/a>/);
    expect(html).not.toMatch(/<h1[^>]*>Settings<\/h1>/);
  });
});
