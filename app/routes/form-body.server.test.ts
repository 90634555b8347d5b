import { describe, expect, it } from "vitest";
import { readForm, SMALL_FORM_LIMIT } from "./form-body.server";

describe("readForm", () => {
  const post = (body: string, type = "application/x-www-form-urlencoded") =>
    new Request("http://localhost:3000/login", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    });
  const statusOf = async (request: Request) =>
    readForm(request).then(
      () => 200,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : -1),
    );

  it("reads an ordinary form", async () => {
    const form = await readForm(post("email=a%40b.co&password=xxxxxxxx&items[0]=a&items[1]=b"));
    expect(form.get("email")).toBe("a@b.co");
    expect(form.getAll("items[1]")).toEqual(["b"]);
  });

  // The 52-byte request that took the whole server down, and its relatives.
  it.each([
    "email=a%40b.co&password=xxxxxxxx&x%5B999999999%5D=1",
    "x%5B5000000%5D=1",
    "x%5B-1%5D=1",
    "__proto__%5Bpolluted%5D=1",
    "a.constructor.prototype.x=1",
    `${"a[b]".repeat(1000)}=1`,
    `${"n".repeat(300)}=1`,
    Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join("&"),
  ])("refuses the hostile form %#", async (body) => {
    expect(await statusOf(post(body))).toBe(body.length > SMALL_FORM_LIMIT ? 413 : 400);
  });

  it("refuses a body over the limit with 413 before reading it", async () => {
    expect(await statusOf(post(`message=${"a".repeat(SMALL_FORM_LIMIT)}`))).toBe(413);
  });

  it("reads a body that is not a form as an empty form", async () => {
    const form = await readForm(post('{"email":"a@b.co"}', "application/json"));
    expect([...form.keys()]).toEqual([]);
  });
});
