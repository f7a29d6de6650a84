/**
 * Parser and SQL builder fuzz: 10,000 random select/filter strings (fuzz-inputs.ts, seeded) — every one is either
 * refused with a 4xx RestError or becomes a statement whose text carries no statement separator or comment (values
 * are parameters, names quoted). The same inputs through HTTP are sampled in rest-conformance.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { RestError } from '../context.ts';
import { prng } from '../../seed/generate.ts';
import { randomQuery } from './fuzz-inputs.ts';
import { parseQuery } from './query-parser.ts';
import type { Rel, SchemaCache, Table } from './schema-cache.ts';
import { countStatement, readStatement } from './repositories/statements.ts';

const table = (name: string, cols: [string, string][], pk: string[]): Table =>
  ({ name, columns: new Map(cols.map(([c, type]) => [c, { name: c, type }])), pk, publicForm: false });
const users = table('users', [['id', 'integer'], ['username', 'text'], ['age', 'integer'], ['tags', 'text[]'], ['profile', 'jsonb'], ['during', 'int4range']], ['id']);
const messages = table('messages', [['id', 'integer'], ['message', 'text'], ['username', 'text'], ['channel_id', 'integer']], ['id']);
const channels = table('channels', [['id', 'integer'], ['slug', 'text']], ['id']);
const members = table('channel_members', [['user_id', 'integer'], ['channel_id', 'integer']], ['user_id', 'channel_id']);
const employees = table('employees', [['id', 'integer'], ['name', 'text'], ['supervisor_id', 'integer']], ['id']);
const rels: Rel[] = [
  { from: 'messages', fromCol: 'username', to: 'users', toCol: 'username', name: 'messages_username_fkey' },
  { from: 'messages', fromCol: 'channel_id', to: 'channels', toCol: 'id', name: 'messages_channel_id_fkey' },
  { from: 'channel_members', fromCol: 'user_id', to: 'users', toCol: 'id', name: 'channel_members_user_id_fkey' },
  { from: 'channel_members', fromCol: 'channel_id', to: 'channels', toCol: 'id', name: 'channel_members_channel_id_fkey' },
  { from: 'employees', fromCol: 'supervisor_id', to: 'employees', toCol: 'id', name: 'employees_supervisor_id_fkey' },
];
const cache: SchemaCache = {
  tables: new Map([users, messages, channels, members, employees].map((t) => [t.name, t])),
  rels,
  fns: new Map(),
  loadedAt: 0,
};

describe('query language fuzz', () => {
  it('when 10,000 random select/filter strings are read, then each is a 4xx refusal or a statement without separators', () => {
    const r = prng(31);
    let built = 0;
    const failures: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const params = randomQuery(r);
      const t = i % 3 === 0 ? messages : i % 3 === 1 ? users : employees;
      try {
        const q = parseQuery(params);
        const stmt = readStatement(cache, t, q, false);
        countStatement(cache, t, q);
        if (/;|--/.test(stmt.text)) failures.push(`separator in SQL: ${params.toString()}`);
        built++;
      } catch (e) {
        if (!(e instanceof RestError) || e.status >= 500) failures.push(`${e instanceof Error ? e.message : String(e)}: ${params.toString()}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // the generator reaches the builder, not only the parser's refusals
    expect(built).toBeGreaterThan(300);
  });
});
