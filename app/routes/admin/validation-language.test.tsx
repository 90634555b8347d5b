import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Locale } from "~/i18n/locales";
import { I18nProvider } from "~/i18n/react";
import { allMessages } from "../../../tests/support/render";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { loader as layoutLoader } from "./layout";
import NewStory, { action as newAction, loader as newLoader } from "./stories-new";

// The admin schemas answer in English; the page shows their messages in its own language, with
// the table the admin layout sends (validation), on the server's page as in the browser.

const suite = setupTestServices();
let moderator: SessionUser;

beforeAll(async () => {
  moderator = await createTestUser(suite.services, { role: "moderator" });
});

const URL = "/admin-dashboard/stories/new";

/** The new-story page after posting a story without a name and with too long a text. */
async function refusedStoryPage(locale: Locale): Promise<string> {
  const call = { services: suite.services, url: URL, user: moderator, locale };
  const layout = await callLoader(layoutLoader, call);
  const page = await callLoader(newLoader, call);
  const reply = await callAction(newAction, {
    ...call,
    form: { name: "", role: "Rice farmer", location: "Kebbi State", content: "x".repeat(2001) },
  });
  expect(reply.status).toBe(400);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      children: [
        {
          id: "routes/admin/layout",
          Component: Outlet,
          children: [{ id: "routes/admin/stories-new", index: true, Component: NewStory }],
        },
      ],
    },
  ]);
  return renderToString(
    <I18nProvider locale={locale} messages={allMessages(locale)}>
      <Stub
        initialEntries={["/"]}
        hydrationData={{
          loaderData: {
            root: {},
            "routes/admin/layout": layout.data,
            "routes/admin/stories-new": page.data,
          },
          actionData: { "routes/admin/stories-new": reply.data },
        }}
      />
    </I18nProvider>,
  );
}

describe("form messages in the page's language", () => {
  it("shows a refused field's message in Hausa on a Hausa page", async () => {
    const html = await refusedStoryPage("ha");
    expect(html).toContain("Don Allah shigar da sunan mutumin.");
    // A message with a number: the pattern keeps the English's figure.
    expect(html).toContain("Kada wannan ya wuce haruffa 2,000.");
    expect(html).not.toContain("Keep this under 2,000 characters.");
  });

  it("keeps the exact English on an English page", async () => {
    const html = await refusedStoryPage("en");
    expect(html).toContain("Please enter the person&#x27;s name.");
    expect(html).toContain("Keep this under 2,000 characters.");
  });
});
