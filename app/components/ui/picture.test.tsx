import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Picture } from "./picture";

const id = "0b6e0c1e-3f5a-4c3e-9a51-2c1b3f0e9d10";

describe("Picture", () => {
  it("offers AVIF then WebP at every stored width for a multi-width upload", () => {
    const src = `/uploads/course-thumbnails/${id}_480-960.webp`;
    const html = renderToStaticMarkup(<Picture src={src} sizes="100vw" width={640} height={360} />);
    expect(html).toMatch(
      /^<picture class="contents"><source type="image\/avif" srcSet="[^"]+-w480\.avif 480w, [^"]+-w960\.avif 960w"/,
    );
    expect(html).toContain(`-w480.webp 480w, ${src} 960w"`);
    expect(html).toContain(`<img src="${src}" alt="" sizes="100vw" width="640" height="360"/>`);
  });

  it("is a plain image for any other address", () => {
    const html = renderToStaticMarkup(<Picture src="/media/courses/cassava.svg" sizes="100vw" />);
    expect(html).toContain('<img src="/media/courses/cassava.svg" alt=""/>');
    expect(html).not.toContain("<picture");
  });
});
