import { describe, expect, it } from "vitest";
import { siteStats } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { BUILT_IN_STORIES } from "~/domain/site/stories";
import { renderPage } from "../../tests/support/render";
import { callLoader } from "../../tests/support/router";
import { setupFreshServices } from "../../tests/support/suite";
import Home, { loader } from "./home";

const suite = setupFreshServices();

const ROOT_DATA = {
  user: null,
  toast: null,
  year: 2026,
  site: {
    siteName: "AFA Academy",
    appUrl: "https://afa.example",
    slogan: "Learn to produce more.",
    contactEmail: "info@afa-academy.ng",
    phone: "+234 800 000 0000",
    address: "Lagos, Nigeria",
    social: { facebook: "", instagram: "", x: "", linkedin: "", youtube: "" },
  },
};

type HomePage = Exclude<
  NonNullable<Awaited<ReturnType<typeof callHome>>["data"]>,
  { notFound: true }
>;

function callHome(options: { url: string; locale?: "ha" }) {
  return callLoader(loader, { services: suite.services, ...options });
}

/** The home page's data (never the not-found answer an unknown language code gets). */
async function loadHome(options: { url: string; locale?: "ha" }) {
  const result = await callHome(options);
  return { ...result, data: result.data as HomePage | undefined };
}

/** The page as the server renders it around `data` (with the root data the page reads). */
function render(data: Awaited<ReturnType<typeof loader>>) {
  return renderPage({ id: "routes/home", path: "/", Component: Home }, data, ROOT_DATA);
}

describe("home loader", () => {
  it("answers an unknown language code in the home page's place (/no-such) with the site's 404", async () => {
    const result = await callLoader(loader, {
      services: suite.services,
      url: "/no-such",
      params: { lang: "no-such" },
    });
    expect(result.status).toBe(404);
    expect(result.data).toMatchObject({ notFound: true });
    const html = render(result.data as Awaited<ReturnType<typeof loader>>);
    expect(html).toContain("Go Home");
    expect(html).not.toContain("hero");
  });

  it("offers the other four languages on the English page only, hidden until the script picks one", async () => {
    const english = await loadHome({ url: "/" });
    const suggestions = english.data?.suggestions ?? {};
    expect(Object.keys(suggestions).sort()).toEqual(["ha", "ig", "pcm", "yo"]);
    expect(suggestions.ha?.suggestion).toBe("Akwai wannan shafin a Hausa.");
    const hausa = await loadHome({ url: "/ha", locale: "ha" });
    expect(hausa.data?.suggestions).toBeNull();

    const html = render({ messages: {}, suggestions, stats: null, stories: [] });
    expect(html).toContain('<aside data-language-suggestion="" hidden=""');
    expect(html).toMatch(/<form data-suggest="yo" hidden=""[^>]*lang="yo-NG"/);
  });

  it("has no statistics and no stories on an empty site, and shows the placeholders while unread", async () => {
    const result = await loadHome({ url: "/" });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      stats: { farmersTrained: 0, certificatesIssued: 0 },
      stories: [],
    });
    // No figure entered yet: no impact band at all (never "0 farmers trained").
    const empty = render(result.data as Awaited<ReturnType<typeof loader>>);
    expect(empty).not.toContain("Farmers Trained");
    expect(empty).not.toContain("Our impact so far");
    // The page's words come with it, in the page's language.
    expect(Object.keys(result.data?.messages ?? {}).sort()).toEqual(["home", "site-sections"]);

    const html = render({ messages: {}, suggestions: null, stats: null, stories: [] });
    expect(html.match(/<span aria-hidden="true">\.\.\.<\/span>/g)).toHaveLength(4);
    expect(html).not.toContain("Farmers growing with us");
  });

  it("reads the statistics staff entered (showing those above zero) and the three newest featured stories", async () => {
    await seedDemoContent(suite.services.db);
    await suite.services.db.insert(siteStats).values({
      farmersTrained: 2500,
      certificatesIssued: 1200,
      yieldImprovement: 35,
      sustainableProjects: 0,
    });
    const result = await loadHome({ url: "/" });
    const data = result.data;
    expect(data?.stats).toMatchObject({
      farmersTrained: 2500,
      certificatesIssued: 1200,
      yieldImprovement: 35,
      sustainableProjects: 0,
    });
    expect(data?.stories.map((s) => s.name)).toEqual([
      "Amina Yusuf",
      "Chidi Okonkwo",
      "Folake Adeyemi",
    ]);

    const html = render(data as Awaited<ReturnType<typeof loader>>);
    for (const value of ["2,500", "1,200", "35%"]) expect(html).toContain(`>${value}</dd>`);
    expect(html).not.toContain("Sustainable Projects");
    expect(html).toContain("Rated 5 out of 5");
    expect(html).toContain("Amina Yusuf");
  });

  it("falls back to the built-in stories and the placeholders when the database fails", async () => {
    await suite.services.database.close();
    const result = await loadHome({ url: "/" });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ stats: null, stories: BUILT_IN_STORIES });
  });

  it("embeds the organisation as JSON-LD that parses", () => {
    const html = render({ messages: {}, suggestions: null, stats: null, stories: [] });
    const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json ?? "")).toMatchObject({
      "@type": "Organization",
      name: "AFA Academy",
      url: "https://afa.example/",
    });
  });

  it("speaks the page's language: hero, sections and statistics in Hausa", () => {
    const html = renderPage(
      { id: "routes/home", path: "/", Component: Home },
      { messages: {}, suggestions: null, stats: null, stories: [] },
      ROOT_DATA,
      "ha",
    );
    expect(html).toContain("Mayar da gonarka babbar sana’a mai bunƙasa.");
    expect(html).toContain("Manoman da aka horar");
    expect(html).not.toContain("Turn your farm into a thriving business.");
  });
});
