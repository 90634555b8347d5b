import type { Database } from "./client.server";

/**
 * A statement that nearly every request runs (the session, the unread count), made once per
 * database instead of once per request. `make` builds it with `sql.placeholder`s and ends in
 * `.prepare(name)`: drizzle then keeps the SQL it built, and PostgreSQL parses and plans it once
 * per connection (a named prepared statement) instead of on every execution. Measured on a
 * signed-in page: building the SQL alone was 3% of its CPU. PGlite runs the kept SQL as it is.
 *
 * Kept per database object, so a test's own drizzle instance (one that counts statements, say)
 * gets its own.
 */
export function prepareOnce<Prepared>(
  make: (db: Database) => Prepared,
): (db: Database) => Prepared {
  const made = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = made.get(db);
    if (prepared === undefined) {
      prepared = make(db);
      made.set(db, prepared);
    }
    return prepared;
  };
}
