import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_HEADER } from "~/lib/offline/names";
import { createToastStorage, flashToast, takeToast } from "./toast-cookie.server";

describe("takeToast", () => {
  it("leaves the toast for the page the person sees when the offline worker fetches a copy", async () => {
    const storage = createToastStorage("a-test-secret-of-enough-length-0123456789", false);
    const setCookie = await flashToast(storage, new Request("http://afa.test/"), {
      title: "Logged out successfully",
    });
    const cookie = setCookie.split(";")[0] ?? "";
    const background = await takeToast(
      storage,
      new Request("http://afa.test/dashboard", {
        headers: { Cookie: cookie, [OFFLINE_COPY_HEADER]: "1" },
      }),
    );
    expect(background).toEqual({ toast: null, setCookie: null });
    const seen = await takeToast(
      storage,
      new Request("http://afa.test/login", { headers: { Cookie: cookie } }),
    );
    expect(seen.toast).toMatchObject({ title: "Logged out successfully" });
    expect(seen.setCookie).not.toBeNull();
  });

  it("removes the cookie once the toast is read, so later pages are not sent it", async () => {
    const storage = createToastStorage("a-test-secret-of-enough-length-0123456789", false);
    const setCookie = await flashToast(storage, new Request("http://afa.test/"), {
      title: "Message sent",
    });
    const seen = await takeToast(
      storage,
      new Request("http://afa.test/contact", {
        headers: { Cookie: setCookie.split(";")[0] ?? "" },
      }),
    );
    expect(seen.toast).toMatchObject({ title: "Message sent" });
    expect(seen.setCookie).toMatch(/^afa_toast=;/);
    expect(seen.setCookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it("reads nothing when the browser sends no toast cookie", async () => {
    const storage = createToastStorage("a-test-secret-of-enough-length-0123456789", false);
    const none = await takeToast(
      storage,
      new Request("http://afa.test/", { headers: { Cookie: "better-auth.session_token=abc" } }),
    );
    expect(none).toEqual({ toast: null, setCookie: null });
  });
});
