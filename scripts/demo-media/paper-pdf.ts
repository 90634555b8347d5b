// Renders one demo research paper to PDF: its title, authors and abstract come from the seed data,
// its body from paper-texts.ts. Used by scripts/make-demo-media.ts, and by the test that checks the
// committed PDFs are the ones these texts produce.
import type { DemoPaper } from "~/db/seed/data/research";
import { PAPER_NOTICE, PAPER_TEXTS } from "./paper-texts";
import { renderPdf } from "./pdf";

export const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lagos",
  });

export function renderPaper(paper: DemoPaper): Promise<Uint8Array> {
  const body = PAPER_TEXTS[paper.slug];
  if (!body) throw new Error(`No paper text for ${paper.slug}`);
  return renderPdf({
    kind: "Research paper",
    title: paper.title,
    author: paper.authors,
    dateLine: `AFA Academy Research  |  Published ${longDate(paper.publishedOn)}`,
    date: new Date(`${paper.publishedOn}T09:00:00Z`),
    notice: PAPER_NOTICE,
    abstract: paper.abstract,
    shortTitle: paper.title,
    body,
  });
}
