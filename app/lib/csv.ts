// CSV for the admin exports (users, payments): one way to write a cell, safe in spreadsheets.

/**
 * One cell, RFC 4180 style. A cell that a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that some apps skip before one) gets a leading single
 * quote, so it is shown as text (OWASP "CSV injection"). Cells holding a comma, quote or line
 * break are quoted, with quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows → CSV text with CRLF line ends (RFC 4180), each row ending in one. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

/**
 * A CSV file as a stream: UTF-8 with a byte-order mark (Excel then reads names such as
 * "Ọláńrewájú"), the header, then the rows `fetchBatch` answers, `batchSize` at a time, each batch
 * fetched only when the client has read the one before. A large export therefore never sits in
 * memory, and an unread or abandoned response stops costing queries. `fetchBatch` gets the last
 * row of the previous batch (null at first) to continue a keyset from; a batch shorter than
 * `batchSize` ends the file.
 */
export function streamCsv<Row extends Key, Key = Row>({
  header,
  batchSize,
  fetchBatch,
  cells,
}: {
  header: ReadonlyArray<string>;
  batchSize: number;
  /** `after` typed as just the keyset's columns lets TypeScript infer Row from the answer. */
  fetchBatch: (after: Key | null, limit: number) => Promise<ReadonlyArray<Row>>;
  cells: (row: Row) => ReadonlyArray<string>;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: Key | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`\uFEFF${toCsv([header])}`));
          return;
        }
        const batch = await fetchBatch(last, batchSize);
        last = batch.at(-1) ?? last;
        if (batch.length > 0) controller.enqueue(encoder.encode(toCsv(batch.map(cells))));
        if (batch.length < batchSize) controller.close();
      },
    },
    // Nothing is fetched before the client reads.
    { highWaterMark: 0 },
  );
}
