/** The SQL builder's own allow-lists: whatever reaches it, only known names and fixed SQL words end up in the text. */
import { describe, expect, it } from 'vitest';
import { RestError } from '../../context.ts';
import { parseQuery, parseSelect, type Filter } from '../query-parser.ts';
import type { SchemaCache, Table } from '../schema-cache.ts';
import { condition, orderClause, pagination, projection, quoteIdent, Sql, whereClause } from './sql-builder.ts';
import { readStatement } from './statements.ts';

const table = (name: string, cols: string[]): Table => ({
  name,
  columns: new Map(cols.map((c) => [c, { name: c, type: 'text' }])),
  pk: ['id'],
  publicForm: false,
});
const orders = table('orders', ['id', 'total', 'note', 'user_id']);
const items = table('order_items', ['id', 'order_id', 'qty']);
const cache: SchemaCache = {
  tables: new Map([
    ['orders', orders],
    ['order_items', items],
  ]),
  rels: [{ from: 'order_items', fromCol: 'order_id', to: 'orders', toCol: 'id', name: 'order_items_order_id_fkey' }],
  fns: new Map(),
  loadedAt: 0,
};

/** The RestError fn throws (fails the test when it throws anything else or nothing). */
const refusal = (fn: () => unknown): RestError => {
  try {
    fn();
  } catch (err) {
    if (err instanceof RestError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
};

const cond = (over: Partial<Extract<Filter, { kind: 'cond' }>>): Filter =>
  ({ kind: 'cond', column: 'total', negate: false, op: 'eq', value: '1', ...over });

describe('SQL builder allow-lists', () => {
  it('when a filter carries an operator outside the list, then it is refused and nothing is bound', () => {
    for (const op of ['sql', 'constructor', '__proto__', 'eq; drop table orders', 'cs; select 1']) {
      const sql = new Sql();
      const e = refusal(() => condition(sql, orders, 't0', cond({ op: op as 'eq' })));
      expect([e.status, e.code]).toEqual([400, 'PGRST100']);
      expect(sql.params).toEqual([]);
    }
  });

  it('when an is. test is not one of null, not_null, true, false, unknown, then it is refused', () => {
    const e = refusal(() => condition(new Sql(), orders, 't0', cond({ op: 'is', value: 'null or true' })));
    expect(e.code).toBe('PGRST100');
    expect(condition(new Sql(), orders, 't0', cond({ op: 'is', value: 'NOT_NULL' }))).toBe('"t0"."total" is not null');
  });

  it('when a filter, an order or a selected column names a column the table lacks, then 400 42703', () => {
    const where = refusal(() => whereClause(new Sql(), orders, 't0', [cond({ column: 'secret' })]));
    const order = refusal(() => orderClause(orders, 't0', [{ column: 'secret', desc: false }]));
    const select = refusal(() => projection(new Sql(), cache, orders, 't0', [{ kind: 'column', name: 'secret' }]));
    for (const e of [where, order, select]) expect([e.status, e.code, e.message]).toEqual([400, '42703', 'column orders.secret does not exist']);
  });

  it('when a cast is not one of the allowed SQL types, then it is refused before any SQL is built', () => {
    const e = refusal(() => projection(new Sql(), cache, orders, 't0', [{ kind: 'column', name: 'total', cast: 'text) from pg_authid --' }]));
    expect(e.code).toBe('PGRST100');
    // the parser's short names map onto the allowed types; an Object.prototype key is no cast name
    expect(projection(new Sql(), cache, orders, 't0', parseSelect('total::int')).json).toContain('"t0"."total"::integer');
    expect(refusal(() => parseSelect('total::constructor')).code).toBe('PGRST100');
  });

  it('when nulls ordering or paging is not what the parser produces, then it is refused', () => {
    expect(refusal(() => orderClause(orders, 't0', [{ column: 'total', desc: true, nulls: 'first, (select 1)' as 'first' }])).code).toBe('PGRST100');
    expect(refusal(() => pagination(-1, undefined)).code).toBe('PGRST100');
    expect(refusal(() => pagination(undefined, 1.5)).code).toBe('PGRST100');
    expect(pagination(10, 20)).toBe('limit 10 offset 20');
    expect(pagination(undefined, 0)).toBe('');
  });

  it('when an embedded table is unknown or not related, then 400 PGRST200; when two keys link them, then 300 PGRST201', () => {
    const unknown = refusal(() => projection(new Sql(), cache, orders, 't0', parseSelect('id,payments(*)')));
    expect([unknown.status, unknown.code]).toEqual([400, 'PGRST200']);
    const twoKeys: SchemaCache = {
      ...cache,
      rels: [...cache.rels, { from: 'order_items', fromCol: 'id', to: 'orders', toCol: 'id', name: 'second_fkey' }],
    };
    const ambiguous = refusal(() => projection(new Sql(), twoKeys, orders, 't0', parseSelect('order_items(*)')));
    expect([ambiguous.status, ambiguous.code]).toEqual([300, 'PGRST201']);
    const sql = new Sql();
    const chosen = projection(sql, twoKeys, orders, sql.alias(), parseSelect('order_items!second_fkey(qty)')).json;
    expect(chosen).toContain('where "t1"."id" = "t0"."id"');
  });

  it('when values carry quotes and SQL, then they are bound parameters and never part of the text', () => {
    const hostile = "x'); drop table orders; --";
    const stmt = readStatement(cache, orders, parseQuery(new URLSearchParams({ note: `eq.${hostile}`, or: `(total.in.(1,"${hostile}"),note.ilike.*a*)` })), false);
    expect(stmt.text).not.toContain('drop table');
    expect(stmt.params).toEqual([hostile, '1', hostile, '%a%']);
  });

  it('when an identifier from the catalog contains double quotes, then it is quoted with them doubled', () => {
    expect(quoteIdent('we"ird')).toBe('"we""ird"');
  });
});
