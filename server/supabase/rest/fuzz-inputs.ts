/**
 * Random PostgREST query strings for the parser fuzz tests: select lists and filters put together from the
 * language's own tokens (names, arrows, casts, operators, parentheses, quotes) and from characters that have no place
 * in it. Seeded (server/seed's prng), so a failing input can be found again.
 */

const NAMES = ['id', 'username', 'age', 'tags', 'profile', 'during', 'messages', 'channels', 'users', 'employees', 'transfers', 'count', 'nope', 'city', 'zip', '0', 'constructor', '__proto__'];
const TOKENS = [
  '->', '->>', '::', '::text', '::int', '::regclass', '(', ')', ',', '!inner', '!left', '!', '...', '*', '.', ':', 'not.', 'eq.', 'cs.', 'ov.', 'fts(english).',
  'like(any).', 'is.', 'null', 'in.(', '{', '}', '"', "'", ';', '%', ' ', '\\', '.sum()', '.count()', 'count()', 'or=(', 'and(', '[1,2)', '\u00e4', '\u0000', '$1', '--',
];
const OPS = ['eq', 'neq', 'gt', 'lt', 'like', 'ilike', 'in', 'is', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts', 'match', 'imatch', 'isdistinct', 'xx'];

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)] as T;
}

function fragment(r: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += r() < 0.5 ? pick(r, NAMES) : pick(r, TOKENS);
  return s;
}

/** One random query string: a select list, a filter or two, sometimes an order, a limit or an embedded filter. */
export function randomQuery(r: () => number): URLSearchParams {
  const q = new URLSearchParams();
  if (r() < 0.8) q.append('select', fragment(r, 1 + Math.floor(r() * 8)));
  const filters = Math.floor(r() * 3);
  for (let i = 0; i < filters; i++) {
    const key = r() < 0.7 ? pick(r, NAMES) + (r() < 0.3 ? fragment(r, 2) : '') : fragment(r, 3);
    const value = r() < 0.7 ? `${r() < 0.2 ? 'not.' : ''}${pick(r, OPS)}${r() < 0.1 ? '(any)' : ''}.${fragment(r, Math.floor(r() * 4))}` : fragment(r, 3);
    q.append(key, value);
  }
  if (r() < 0.2) q.append('order', fragment(r, 2));
  if (r() < 0.1) q.append(r() < 0.5 ? 'limit' : 'messages.limit', fragment(r, 1));
  if (r() < 0.1) q.append('or', `(${fragment(r, 4)})`);
  return q;
}
