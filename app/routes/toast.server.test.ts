import { describe, expect, it } from "vitest";
import { createToastStorage, takeToast } from "~/routes/toast-cookie.server";
import { redirectWithToast } from "./toast.server";

const storage = createToastStorage("toast-test-secret-0123456789abcdefghijkl", false);
const request = new Request("http://localhost:3000/admin-dashboard/content/new");

describe("redirectWithToast", () => {
  it("fits a toast that names a very long title into one cookie, shortened", async () => {
    const title = "ụ".repeat(200);
    const response = await redirectWithToast(storage, request, "/admin-dashboard/content", {
      title: "Content added",
      description: `"${title}" was added. ${"Details ".repeat(100)}`,
    });
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie.length).toBeLessThan(4096);
    const next = new Request("http://localhost:3000/admin-dashboard/content", {
      headers: { Cookie: cookie.split(";")[0] ?? "" },
    });
    const { toast } = await takeToast(storage, next);
    expect(toast?.title).toBe("Content added");
    expect(toast?.description?.endsWith("…")).toBe(true);
    expect(toast?.description?.length).toBeLessThanOrEqual(240);
  });
});
