/** The PostgREST query-language parser: what supabase-js sends is understood; anything else is refused. */
import { describe, expect, it } from 'vitest';
import { parseQuery, parseSelect } from './rest/query-parser.ts';
import { RestError } from './context.ts';
import { signJwt, verifyJwt, type JwtError, deriveProjectKeys } from './jwt.ts';

const q = (s: string) => parseQuery(new URLSearchParams(s));
const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof RestError ? `${e.status} ${e.code}` : 'other error';
  }
  return 'accepted';
};

describe('select lists', () => {
  it('when a select has aliases, casts and embeddings, then each item is recognised', () => {
    expect(parseSelect('*,items:order_items!inner(product_name,qty:quantity),n:order_number::text')).toEqual([
      { kind: 'star' },
      { kind: 'embed', relation: 'order_items', alias: 'items', inner: true, select: [{ kind: 'column', name: 'product_name' }, { kind: 'column', name: 'quantity', alias: 'qty' }] },
      { kind: 'column', name: 'order_number', alias: 'n', cast: 'text' },
    ]);
  });

  it('when a select list carries SQL, then it is refused with PGRST100', () => {
    for (const s of ['id,(select 1)', 'id;drop table x', 'id::text;', 'id)(', 'id::regclass', 'a.b', '"id"', 'x(']) {
      expect({ s, r: refused(() => parseSelect(s)) }).toEqual({ s, r: '400 PGRST100' });
    }
  });
});

describe('filters, order, limits', () => {
  it('when supabase-js filters arrive, then operators, negation, lists and logic trees are parsed', () => {
    const p = q('a=eq.1&b=not.is.null&c=in.(x,"y,z",w)&d=ilike.*Wien*&or=(e.gt.5,and(f.lt.2,g.eq."a,b"))&order=a.desc.nullslast,b&limit=10&offset=20');
    expect(p.filters).toEqual([
      { kind: 'cond', column: 'a', negate: false, op: 'eq', value: '1' },
      { kind: 'cond', column: 'b', negate: true, op: 'is', value: 'null' },
      { kind: 'cond', column: 'c', negate: false, op: 'in', value: '(x,"y,z",w)', list: ['x', 'y,z', 'w'] },
      { kind: 'cond', column: 'd', negate: false, op: 'ilike', value: '%Wien%' },
      { kind: 'logic', op: 'or', negate: false, items: [
        { kind: 'cond', column: 'e', negate: false, op: 'gt', value: '5' },
        { kind: 'logic', op: 'and', negate: false, items: [
          { kind: 'cond', column: 'f', negate: false, op: 'lt', value: '2' },
          { kind: 'cond', column: 'g', negate: false, op: 'eq', value: 'a,b' },
        ] },
      ] },
    ]);
    expect(p.order).toEqual([{ column: 'a', desc: true, nulls: 'last' }, { column: 'b', desc: false }]);
    expect([p.limit, p.offset]).toEqual([10, 20]);
  });

  it('when not.or / not.and are top-level keys, then they are negated logic trees, and messages.not.or belongs to messages', () => {
    const p = q('not.or=(a.eq.1,b.is.null)&not.and=(c.gt.2,d.lt.3)&messages.not.or=(e.eq.4,f.eq.5)');
    expect(p.filters).toEqual([
      { kind: 'logic', op: 'or', negate: true, items: [
        { kind: 'cond', column: 'a', negate: false, op: 'eq', value: '1' },
        { kind: 'cond', column: 'b', negate: false, op: 'is', value: 'null' },
      ] },
      { kind: 'logic', op: 'and', negate: true, items: [
        { kind: 'cond', column: 'c', negate: false, op: 'gt', value: '2' },
        { kind: 'cond', column: 'd', negate: false, op: 'lt', value: '3' },
      ] },
    ]);
    expect([...p.embedded.keys()]).toEqual(['messages']);
    expect(p.embedded.get('messages')?.filters).toEqual([{ kind: 'logic', op: 'or', negate: true, items: [
      { kind: 'cond', column: 'e', negate: false, op: 'eq', value: '4' },
      { kind: 'cond', column: 'f', negate: false, op: 'eq', value: '5' },
    ] }]);
  });

  it('when a GET rpc parameter has no operator, then it is an argument (known name or not), and one with an operator is a filter', () => {
    const p = parseQuery(new URLSearchParams('a=1&x);drop table t;--=2&age=gt.3&limit=1&or=(b.eq.1)'), new Set(['a']));
    expect([...(p.args ?? new Map<string, string>()).entries()]).toEqual([['a', '1'], ['x);drop table t;--', '2']]);
    expect(p.filters.map((f) => f.kind === 'cond' ? f.column : f.op)).toEqual(['age', 'or']);
    expect(p.limit).toBe(1);
  });

  it('when a value looks like SQL, then it stays a plain value', () => {
    expect(q("title=eq.x' or '1'='1").filters[0]).toMatchObject({ op: 'eq', value: "x' or '1'='1" });
  });

  it('when operators, columns, order or limits are malformed, then they are refused', () => {
    for (const s of ['a=foo.1', 'a=eq', 'a;b=eq.1', 'a=is.maybe', 'order=a;drop', 'order=a.sideways', 'limit=-1', 'limit=1;', 'offset=x', 'or=(a.eq.1', 'or=a.eq.1', 'it;ems.id=eq.1', 'a=in.1,2', 'a=eq(some).{1}', 'a=like(any).x']) {
      expect({ s, r: refused(() => q(s)) }).toEqual({ s, r: '400 PGRST100' });
    }
  });
});

describe('JWT', () => {
  const secret = 'a-test-secret-of-at-least-thirty-two-chars';
  it('when a token is signed, then it verifies with the secret and fails with another, tampered or expired', () => {
    const t = signJwt({ sub: 'u', role: 'authenticated', exp: 2000 }, secret);
    expect(verifyJwt(t, secret, 1000)).toMatchObject({ sub: 'u', role: 'authenticated' });
    const reason = (fn: () => unknown) => {
      try {
        fn();
        return 'ok';
      } catch (e) {
        return (e as JwtError).reason;
      }
    };
    expect(reason(() => verifyJwt(t, `${secret}x`, 1000))).toBe('bad_signature');
    const [h, , sig] = t.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 'u', role: 'service_role', exp: 2000 })).toString('base64url');
    expect(reason(() => verifyJwt(`${h}.${forgedBody}.${sig}`, secret, 1000))).toBe('bad_signature');
    expect(reason(() => verifyJwt(t, secret, 2000))).toBe('expired');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forgedBody}.x`;
    expect(reason(() => verifyJwt(none, secret, 1000))).toBe('bad_signature');
    expect(reason(() => verifyJwt('abc', secret, 1000))).toBe('malformed');
  });

  it('when project keys are derived, then they carry the anon and service_role roles and are stable', () => {
    const k1 = deriveProjectKeys(secret);
    expect(deriveProjectKeys(secret)).toEqual(k1);
    expect(verifyJwt(k1.anonKey, secret).role).toBe('anon');
    expect(verifyJwt(k1.serviceRoleKey, secret).role).toBe('service_role');
    expect(deriveProjectKeys(`${secret}2`).anonKey).not.toBe(k1.anonKey);
  });
});
