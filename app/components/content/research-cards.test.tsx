import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { allMessages } from "../../../tests/support/render";
import { DatasetCard, PaperCard, type PaperCardData } from "./research-cards";

const paper: PaperCardData = {
  slug: "cassava-density",
  title: "Cassava planting density",
  authors: "A. Okafor",
  category: "crop-science",
  abstract: "Yield rose with density.",
  publishedOn: "2026-03-01",
  fileType: "PDF",
  fileSizeBytes: 120_000,
  downloads: 0,
};

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <I18nProvider locale="en" messages={allMessages("en")}>
      {node}
    </I18nProvider>,
  );

describe("research cards", () => {
  it("count downloads once there are some, and say nothing of a file nobody has downloaded", () => {
    expect(render(<PaperCard paper={paper} />)).not.toMatch(/\d+ downloads?/);
    expect(render(<PaperCard paper={{ ...paper, downloads: 3 }} />)).toContain("3 downloads");
    const dataset = {
      slug: "soil-ph",
      title: "Soil pH",
      description: "Samples.",
      format: "CSV",
      fileSizeBytes: 2_000,
      downloads: 0,
      lastUpdated: "2026-05-01",
    };
    expect(render(<DatasetCard dataset={dataset} />)).not.toMatch(/\d+ downloads?/);
    expect(render(<DatasetCard dataset={{ ...dataset, downloads: 1 }} />)).toContain("1 download<");
  });
});
