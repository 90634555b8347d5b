import { describe, expect, it } from "vitest";
import { collectJson, JsonBatches, prettyJsonPieces, prettyJsonStream } from "./json-stream";

function batchesOf<T>(...batches: T[][]) {
  return new JsonBatches(async function* () {
    yield* batches;
  });
}

async function text(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}

describe("prettyJsonStream", () => {
  it("writes the bytes JSON.stringify(doc, null, 2) writes, batches as their arrays", async () => {
    const rows = [
      { a: 1, at: new Date("2026-01-01T00:00:00Z"), nested: { list: [1, 2], empty: [] } },
      { a: 2, text: 'line\nbreak "quoted"', missing: undefined, none: null },
      { a: 3, deep: [{ x: [] }, {}] },
    ];
    const doc = {
      first: "value",
      skipped: undefined,
      many: batchesOf(rows.slice(0, 2), [], rows.slice(2)),
      none: batchesOf<unknown>(),
      emptyBatches: batchesOf<unknown>([], []),
      object: { inner: { list: ["x"] }, empty: {} },
      last: batchesOf([1]),
    };
    const expected = `${JSON.stringify(
      { ...doc, many: rows, none: [], emptyBatches: [], last: [1] },
      null,
      2,
    )}\n`;
    expect(await text(prettyJsonStream(doc))).toBe(expected);
    expect(await collectJson(doc)).toEqual({
      ...doc,
      many: rows,
      none: [],
      emptyBatches: [],
      last: [1],
    });
  });

  it("gives each batch its own piece and an empty document its own text", async () => {
    const pieces: string[] = [];
    for await (const piece of prettyJsonPieces({ rows: batchesOf([1], [2], [3]) })) {
      pieces.push(piece);
    }
    expect(pieces).toHaveLength(4);
    expect(await text(prettyJsonStream({}))).toBe(`${JSON.stringify({}, null, 2)}\n`);
  });

  it("asks for the next batch only when the reader wants it", async () => {
    let fetched = 0;
    const stream = prettyJsonStream({
      rows: new JsonBatches(async function* () {
        for (let i = 0; i < 100; i++) {
          fetched += 1;
          yield [i];
        }
      }),
    });
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    expect(fetched).toBe(2);
    await reader.cancel();
  });
});
