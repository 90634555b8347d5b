import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { allMessages } from "../../../tests/support/render";
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

function render(communityUrl: string | null, guides = [guide]) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: <LearningResources guides={guides} communityUrl={communityUrl} signedIn={false} />,
    },
  ]);
  return renderToStaticMarkup(
    <I18nProvider locale="en" messages={allMessages("en")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("LearningResources", () => {
  it("lists the guides with their size and links certificates to the dashboard", () => {
    const html = render(null);
    expect(html).toContain('href="/media/guides/cassava-production-guide.pdf"');
    expect(html).toContain("PDF, 3.7 KB");
    expect(html).toContain('href="/dashboard"');
  });

  it("shows a locked guide with a lock and the way to its course, never the file's address", () => {
    const locked = { ...guide, url: "/uploads/course-resources/abc.pdf", locked: true };
    const html = render(null, [locked]);
    expect(html).not.toContain("/uploads/course-resources/abc.pdf");
    expect(html).toContain('href="/academy/cassava-production-for-profit"');
    expect(html).toContain("For enrolled learners");
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
