import { describe, expect, it } from "vitest";
import { meta as loginMeta } from "./login";
import { meta as registerMeta } from "./register";

const matches = [
  {
    id: "root",
    loaderData: { site: { siteName: "AFA Academy", appUrl: "https://afa.example" }, locale: "yo" },
  },
] as never;

describe("the login and register pages' meta", () => {
  it("name their canonical address in the reader's language; login is never indexed", () => {
    const login = loginMeta({ matches } as never);
    expect(login).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://afa.example/yo/login",
    });
    expect(login).toContainEqual({ name: "robots", content: "noindex" });

    const register = registerMeta({ matches } as never);
    expect(register).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://afa.example/yo/register",
    });
    expect(register).not.toContainEqual({ name: "robots", content: "noindex" });
  });
});
