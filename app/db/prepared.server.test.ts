import { describe, expect, it } from "vitest";
import type { Database } from "./client.server";
import { prepareOnce } from "./prepared.server";

describe("prepareOnce", () => {
  it("makes the statement once per database, and apart for each database", () => {
    const made: Database[] = [];
    const statementFor = prepareOnce((db) => {
      made.push(db);
      return { db, n: made.length };
    });
    const first = {} as Database;
    const second = {} as Database;
    expect(statementFor(first)).toBe(statementFor(first));
    expect(statementFor(second).db).toBe(second);
    expect(statementFor(second)).toBe(statementFor(second));
    expect(made).toEqual([first, second]);
  });
});
