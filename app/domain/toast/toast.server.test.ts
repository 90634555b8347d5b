import { describe, expect, it } from "vitest";
import { OFFLINE_COPY_HEADER } from "~/lib/offline/names";
import { createToastStorage, flashToast, takeToast } from "./toast.server";

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
});
