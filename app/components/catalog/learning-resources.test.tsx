import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LearningResources, resourceMeta } from "./learning-resources";

const guide = {
  id: "g1",
  title: "Cassava Production Field Guide",
  kind: "file" as const,
  url: "/media/guides/cassava-production-guide.pdf",
  mimeType: "application/pdf",
  sizeBytes: 3805,
  course: { slug: "cassava-production-for-profit", title: "Cassava Production for Profit" },
};

function render(communityUrl: string | null) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <LearningResources guides={[guide]} communityUrl={communityUrl} signedIn={false} />,
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("LearningResources", () => {
  it("lists the guides with their size and links certificates to the dashboard", () => {
    const html = render(null);
    expect(html).toContain('href="/media/guides/cassava-production-guide.pdf"');
    expect(html).toContain("PDF, 3.7 KB");
    expect(html).toContain('href="/dashboard"');
  });

  it("offers the WhatsApp community only when a link is set", () => {
    expect(render(null)).not.toContain("Join the community");
    const html = render("https://chat.whatsapp.com/AbCdEf123");
    expect(html).toContain("Join the community");
    expect(html).toContain('href="https://chat.whatsapp.com/AbCdEf123"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe("resourceMeta", () => {
  it("names the type and size, or a website for links", () => {
    expect(resourceMeta(guide)).toBe("PDF, 3.7 KB");
    expect(resourceMeta({ ...guide, sizeBytes: null })).toBe("PDF");
    expect(resourceMeta({ ...guide, kind: "link", url: "https://example.org" })).toBe("Website");
    expect(
      resourceMeta({ ...guide, mimeType: "text/csv", url: "/a.csv", sizeBytes: 2_500_000 }),
    ).toBe("File, 2.4 MB");
  });
});
