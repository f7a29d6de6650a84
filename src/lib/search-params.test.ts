import { parseSearch, searchEnum, searchMatch, searchValidator, stringifySearch } from './search-params.ts';

describe('search params', () => {
  it('when a search string is parsed and written back, then every value stays a plain string', () => {
    const s = parseSearch('?postalCode=1070&search=pizza%20roma');
    expect(s).toEqual({ postalCode: '1070', search: 'pizza roma' });
    expect(stringifySearch({ ...s, empty: '', gone: undefined, n: 3 })).toBe('?postalCode=1070&search=pizza+roma&n=3');
  });

  it('when a value is not one of the allowed ones or does not match, then it is dropped', () => {
    expect(searchEnum('pickup', ['delivery', 'pickup'] as const)).toBe('pickup');
    expect(searchEnum('drone', ['delivery', 'pickup'] as const)).toBeUndefined();
    expect(searchEnum(1, ['1'] as const)).toBeUndefined();
    expect(searchMatch('1070', /^\d{4}$/)).toBe('1070');
    expect(searchMatch(' 1070', /^\d{4}$/)).toBeUndefined();
    expect(searchMatch(1070, /^\d{4}$/)).toBeUndefined();
  });

  it('when the router validates a search, then the Standard Schema answer carries what parse returns', () => {
    const v = searchValidator<{ tab: string }>((s) => ({ tab: typeof s.tab === 'string' ? s.tab : 'profile' }));
    expect(v['~standard'].validate({ tab: 'orders' })).toEqual({ value: { tab: 'orders' } });
    expect(v.parse(null)).toEqual({ tab: 'profile' });
  });
});
