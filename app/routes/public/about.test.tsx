import { describe, expect, it } from "vitest";
import { siteStats } from "~/db/schema";
import { seedDemoContent } from "~/db/seed/demo.server";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import About, { loader } from "./about";

const suite = setupFreshServices();

function render(data: Awaited<ReturnType<typeof loader>>) {
  const site = { siteName: "AFA Academy", slogan: "Learn to produce more." };
  return renderPage({ id: "routes/public/about", path: "/about", Component: About }, data, {
    site,
  });
}

describe("about loader", () => {
  it("leaves the achievements out until staff enter figures", async () => {
    await seedDemoContent(suite.services.db);
    const result = await callLoader(loader, { services: suite.services, url: "/about" });
    const html = render(result.data as Awaited<ReturnType<typeof loader>>);
    expect(html).not.toContain("What we have achieved together");
    expect(html).toContain("Our mission");
  });

  it("shows the entered statistics as achievements, server-rendered (no loading text)", async () => {
    await seedDemoContent(suite.services.db);
    await suite.services.db.insert(siteStats).values({
      farmersTrained: 2500,
      certificatesIssued: 1200,
      yieldImprovement: 35,
      sustainableProjects: 48,
    });
    const result = await callLoader(loader, { services: suite.services, url: "/about" });
    expect(result.data?.stats).toMatchObject({ farmersTrained: 2500, yieldImprovement: 35 });

    const html = render(result.data as Awaited<ReturnType<typeof loader>>);
    expect(html).toContain(">2,500</dd>");
    expect(html).toContain(">35%</dd>");
    expect(html).not.toContain("Loading achievements...");
    expect(html).toContain("Learn to produce more.");
  });

  it("keeps the placeholders when the statistics cannot be read", async () => {
    await suite.services.database.close();
    const result = await callLoader(loader, { services: suite.services, url: "/about" });
    expect(result).toMatchObject({ status: 200, data: { stats: null } });
    expect(render({ messages: {}, stats: null }).match(/>\.\.\.<\/span>/g)).toHaveLength(4);
  });

  it("is for visitors: every part of the page, no brand guide, and short", () => {
    const html = render({ messages: {}, stats: null });
    // What a visitor reads (drawings and markup left out).
    const text = html
      .replace(/<svg.*?<\/svg>/gs, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    for (const part of [
      "Our mission",
      "Our vision",
      "Our slogan",
      "What our logo stands for",
      "What we have achieved together",
      "Our values",
      "How we can help you",
      "Grow with us",
    ]) {
      expect(text, part).toContain(part);
    }
    expect(html.match(/<li[^>]*>.*?<\/li>/gs)?.length).toBeGreaterThanOrEqual(6 + 3 + 4);
    expect(html.match(/id="values-title"/g)).toHaveLength(1);
    // No colour codes or swatches: the page is not a brand guide.
    expect(text).not.toMatch(/#[0-9a-f]{3,6}\b/i);
    expect(text).not.toMatch(/colou?rs?\b/i);
    // Short enough to read on a phone: the first version ran to about 700 words.
    expect(text.trim().split(" ").length).toBeLessThan(450);
    // Nothing said twice: each sentence of the page appears once.
    const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => s.split(" ").length > 5);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});
