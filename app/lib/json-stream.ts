// A large JSON document written as it is read: the same bytes as JSON.stringify(doc, null, 2),
// with the long arrays fetched a batch at a time instead of held in memory.

/** An array of the document that is fetched in batches while the file streams. */
export class JsonBatches<T> {
  constructor(readonly batches: () => AsyncIterable<readonly T[]>) {}
}

/** The document with every JsonBatches read into its array. */
export type Collected<D> = {
  [K in keyof D]: D[K] extends JsonBatches<infer T> ? T[] : D[K];
};

/** Reads every batch into memory: the whole document as one value (for tests and small users). */
export async function collectJson<D extends Record<string, unknown>>(
  doc: D,
): Promise<Collected<D>> {
  const entries = await Promise.all(
    Object.entries(doc).map(async ([key, value]) => {
      if (!(value instanceof JsonBatches)) return [key, value] as const;
      const rows: unknown[] = [];
      for await (const batch of value.batches()) rows.push(...batch);
      return [key, rows] as const;
    }),
  );
  return Object.fromEntries(entries) as Collected<D>;
}

/** `value` as JSON.stringify(value, null, 2) writes it `depth` levels down. */
function nested(value: unknown, depth: number): string {
  // Raw line breaks only come from the indentation: those inside strings are escaped as \n.
  return (JSON.stringify(value, null, 2) ?? "null").replaceAll("\n", `\n${"  ".repeat(depth)}`);
}

/**
 * The document's text, a piece at a time: the top-level fields as JSON.stringify(doc, null, 2)
 * would write them (then a line break), each JsonBatches batch as its own piece.
 */
export async function* prettyJsonPieces(doc: Record<string, unknown>): AsyncGenerator<string> {
  // JSON.stringify leaves out fields whose value is undefined (or a function).
  const fields = Object.entries(doc).filter(
    ([, value]) => value !== undefined && typeof value !== "function",
  );
  if (fields.length === 0) {
    yield "{}\n";
    return;
  }
  let text = "{\n";
  for (const [index, [key, value]] of fields.entries()) {
    text += `  ${JSON.stringify(key)}: `;
    if (value instanceof JsonBatches) {
      let first = true;
      for await (const batch of value.batches()) {
        if (batch.length === 0) continue;
        text += first ? "[\n" : ",\n";
        first = false;
        text += batch.map((row) => `    ${nested(row, 2)}`).join(",\n");
        yield text;
        text = "";
      }
      text += first ? "[]" : "\n  ]";
    } else {
      text += nested(value, 1);
    }
    text += index === fields.length - 1 ? "\n}\n" : ",\n";
  }
  yield text;
}

/** The document as a UTF-8 stream that fetches the next batch only when the client has read. */
export function prettyJsonStream(doc: Record<string, unknown>): ReadableStream<Uint8Array> {
  const pieces = prettyJsonPieces(doc);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await pieces.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
