import { nextVendorPageParam, parseVendorPage, type VendorPage } from './vendors.ts';
import type { Vendor } from '../../../domain/types.ts';

const vendor = (id: string) => ({ id, label: `V ${id}`, tags: ['delivery'], rating: { value: 9, count: 2 } }) as unknown as Vendor;
const page = (n: number, next?: string): VendorPage => ({ vendors: Array.from({ length: n }, (_, i) => vendor(`${next}-${i}`)), ...(next ? { nextPageToken: next } : {}) });

describe('vendor list paging (spec 1 §4, §9)', () => {
  it('when exactly 20 are loaded and there are more, then the follow-up asks for 30', () => {
    expect(nextVendorPageParam(page(20, 't1'), [page(20, 't1')])).toEqual({ pageToken: 't1', pageSize: 30 });
  });

  it('when 50 are loaded, then the next page asks for 50', () => {
    const pages = [page(20, 'a'), page(30, 'b')];
    expect(nextVendorPageParam(pages[1]!, pages)).toEqual({ pageToken: 'b', pageSize: 50 });
  });

  it('when the server gives no next token, then there is no next page', () => {
    expect(nextVendorPageParam(page(12), [page(12)])).toBeUndefined();
  });
});

describe('parseVendorPage', () => {
  it('when the answer is not a vendor list, then it throws an API error', () => {
    expect(() => parseVendorPage({ items: [] })).toThrow(/invalid vendor list/);
  });

  it('when a vendor lacks id, label or tags, then it is dropped and a missing rating becomes 0 of 0', () => {
    const p = parseVendorPage({ vendors: [{ id: 'a', label: 'A', tags: [] }, { label: 'no id', tags: [] }], nextPageToken: 'x', totalSize: 7 });
    expect(p.vendors.map((v) => v.id)).toEqual(['a']);
    expect(p.vendors[0]!.rating).toEqual({ value: 0, count: 0 });
    expect(p).toMatchObject({ nextPageToken: 'x', totalSize: 7 });
  });
});
