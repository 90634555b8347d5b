import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDemoContent } from "~/db/seed/demo.server";
import { callLoader } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import About, { loader } from "./about";

let t: TestServices;
beforeEach(async () => {
  t = await createTestServices();
});
afterEach(async () => {
  await t.close();
});

function render(data: Awaited<ReturnType<typeof loader>>) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/about",
      Component: Outlet,
      children: [{ id: "routes/public/about", index: true, Component: About }],
    },
  ]);
  const site = { siteName: "AFA Academy", slogan: "Learn to produce more." };
  return renderToString(
    <Stub
      initialEntries={["/about"]}
      hydrationData={{ loaderData: { root: { site }, "routes/public/about": data } }}
    />,
  );
}

describe("about loader", () => {
  it("shows the seeded statistics as achievements, server-rendered (no loading text)", async () => {
    await seedDemoContent(t.services.db);
    const result = await callLoader(loader, { services: t.services, url: "/about" });
    expect(result.data?.stats).toMatchObject({ farmersTrained: 2500, yieldImprovement: 35 });

    const html = render(result.data as Awaited<ReturnType<typeof loader>>);
    expect(html).toContain(">2,500</dd>");
    expect(html).toContain(">35%</dd>");
    expect(html).not.toContain("Loading achievements...");
    expect(html).toContain("Learn to produce more.");
  });

  it("keeps the placeholders when the statistics cannot be read", async () => {
    await t.services.database.close();
    const result = await callLoader(loader, { services: t.services, url: "/about" });
    expect(result).toMatchObject({ status: 200, data: { stats: null } });
    expect(render({ stats: null }).match(/>\.\.\.<\/span>/g)).toHaveLength(4);
  });
});
