import type { Db, Queryable } from './index.ts';

/**
 * A transaction's handle as a `Db`, for a use case that takes a `Db` and opens its own transaction: run inside an
 * outer `tx`, its queries and its `tx(...)` go to the outer transaction's connection (commit and rollback are the
 * outer one's; on PGlite the outer handle would deadlock). `txWithSettings` is refused: its settings are
 * transaction-local and would outlive the inner part, so a use case that needs them opens its own transaction.
 */
export function within(db: Db, q: Queryable): Db {
  return {
    kind: db.kind,
    query: (sql, params) => q.query(sql, params),
    exec: (sql) => q.exec(sql),
    tx: (fn) => fn(q),
    txWithSettings: () => Promise.reject(new Error('No transaction settings inside an enclosing transaction')),
    close: () => Promise.resolve(),
  };
}
