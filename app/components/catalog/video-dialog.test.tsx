import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/react";
import { allMessages } from "../../../tests/support/render";
import { CourseVideo } from "./video-dialog";

const withMessages = (element: React.ReactNode) => (
  <I18nProvider locale="en" messages={allMessages("en")}>
    {element}
  </I18nProvider>
);

describe("CourseVideo", () => {
  it("plays our own file with its real type and nothing preloaded", () => {
    const html = renderToStaticMarkup(
      withMessages(
        <CourseVideo src="/uploads/course-media/intro.webm" title="Cassava Production" />,
      ),
    );
    expect(html).toContain('preload="none"');
    expect(html).toContain('<source src="/uploads/course-media/intro.webm" type="video/webm"/>');
  });

  it("links to a film hosted elsewhere instead of embedding or trying to play it", () => {
    const html = renderToStaticMarkup(
      withMessages(
        <CourseVideo src="https://www.youtube.com/watch?v=abc" title="Cassava Production" />,
      ),
    );
    expect(html).not.toContain("<video");
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc"');
    expect(html).toContain("Watch the introduction to Cassava Production");
  });
});
