import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldNamesOf, keepKnownFields, parseSubmission } from "./parse-submission";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const schema = z.object({
  email: z.string().email(),
  tags: z.array(z.string()).optional(),
  address: z.object({ city: z.string() }).optional(),
});

describe("parseSubmission", () => {
  it("parses only the fields the schema reads and never echoes the others back", () => {
    const submission = parseSubmission(
      form([
        ["email", "not-an-email"],
        ["tags[0]", "maize"],
        ["address.city", "Ibadan"],
        ["x[150]", "1"],
        ["junk", "z".repeat(1000)],
        ["emailx", "a"],
      ]),
      { schema },
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.initialValue).toEqual({
      email: "not-an-email",
      tags: ["maize"],
      address: { city: "Ibadan" },
    });
    expect(JSON.stringify(reply)).not.toContain("zzz");
  });

  it("keeps conform's own intent field so buttons that reset or validate still work", () => {
    const kept = keepKnownFields(
      form([
        ["__intent__", '{"type":"validate"}'],
        ["other", "1"],
      ]),
      schema,
    );
    expect([...kept.keys()]).toEqual(["__intent__"]);
  });

  it("reads the names of refined, transformed, optional and union schemas", () => {
    expect(fieldNamesOf(schema.refine(() => true))).toEqual(new Set(["email", "tags", "address"]));
    expect(fieldNamesOf(schema.transform((v) => v.email))).toEqual(
      new Set(["email", "tags", "address"]),
    );
    const intents = z.discriminatedUnion("intent", [
      z.object({ intent: z.literal("a"), id: z.string() }),
      z.object({ intent: z.literal("b"), note: z.string() }),
    ]);
    expect(fieldNamesOf(intents)).toEqual(new Set(["intent", "id", "note"]));
    expect(fieldNamesOf(schema.optional())).toEqual(new Set(["email", "tags", "address"]));
  });

  it("drops nothing when it cannot tell what a schema reads", () => {
    const lazy = z.lazy(() => schema);
    expect(fieldNamesOf(lazy)).toBeNull();
    const kept = keepKnownFields(form([["anything", "1"]]), lazy);
    expect([...kept.keys()]).toEqual(["anything"]);
  });

  it("filters a query string the same way", () => {
    const kept = keepKnownFields(new URLSearchParams("email=a%40b.co&evil[9]=1"), schema);
    expect(kept.toString()).toBe("email=a%40b.co");
  });
});
