import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CourseVideo } from "./video-dialog";

describe("CourseVideo", () => {
  it("plays our own file with its real type and nothing preloaded", () => {
    const html = renderToStaticMarkup(
      <CourseVideo src="/uploads/course-media/intro.webm" title="Cassava Production" />,
    );
    expect(html).toContain('preload="none"');
    expect(html).toContain('<source src="/uploads/course-media/intro.webm" type="video/webm"/>');
  });

  it("links to a film hosted elsewhere instead of embedding or trying to play it", () => {
    const html = renderToStaticMarkup(
      <CourseVideo src="https://www.youtube.com/watch?v=abc" title="Cassava Production" />,
    );
    expect(html).not.toContain("<video");
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc"');
    expect(html).toContain("Watch the introduction to Cassava Production");
  });
});
