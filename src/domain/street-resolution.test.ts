import { describe, expect, it } from 'vitest';
import { resolveStreet } from './street-resolution.ts';

const known = [
  { postalCode: '1070', city: 'Wien', street: 'Neubaugasse', label: 'Neubaugasse, 1070 Wien' },
  { postalCode: '1060', city: 'Wien', street: 'Mariahilfer Straße', label: 'Mariahilfer Straße, 1060 Wien' },
  { postalCode: '1150', city: 'Wien', street: 'Mariahilfer Straße', label: 'Mariahilfer Straße, 1150 Wien' },
  { postalCode: '1070', city: 'Wien', street: 'Mariahilfer Straße', label: 'Mariahilfer Straße 2, 1070 Wien' },
  { postalCode: '8010', city: 'Graz', street: 'Herrengasse', label: 'Herrengasse, 8010 Graz' },
  { postalCode: '1010', city: 'Wien', street: 'Herrengasse', label: 'Herrengasse, 1010 Wien' },
  { postalCode: '1010', city: 'Wien', label: '1010 Wien, Innere Stadt' },
];

describe('resolveStreet (a street without a postal code)', () => {
  it('when one postal code knows the street, then that code is chosen', () => {
    expect(resolveStreet({ street: 'Neubaugasse' }, known)).toEqual({ kind: 'one', place: known[0] });
  });
  it('when the street runs through several postal codes, then the customer picks among them, in code order, one each', () => {
    const r = resolveStreet({ street: 'Mariahilfer Str.' }, known);
    expect(r.kind).toBe('several');
    expect(r.kind === 'several' && r.places.map((p) => p.postalCode)).toEqual(['1060', '1070', '1150']);
  });
  it('when the town is typed too, then only that town counts', () => {
    expect(resolveStreet({ street: 'Herrengasse', city: 'Graz' }, known)).toEqual({ kind: 'one', place: known[4] });
    expect(resolveStreet({ street: 'Herrengasse', city: 'Viyana' }, known)).toEqual({ kind: 'one', place: known[5] });
    expect(resolveStreet({ street: 'Herrengasse' }, known).kind).toBe('several');
  });
  it('when the spelling differs only in case, accents, "Strasse" or hyphens, then it is the same street', () => {
    expect(resolveStreet({ street: 'NEUBAU-GASSE' }, known).kind).toBe('one');
    expect(resolveStreet({ street: 'mariahilfer strasse', city: 'Wien' }, known).kind).toBe('several');
  });
  it('when nothing known has that street (places without a street do not count), then none', () => {
    expect(resolveStreet({ street: 'Zollergasse' }, known)).toEqual({ kind: 'none' });
    expect(resolveStreet({ street: 'Innere Stadt' }, known)).toEqual({ kind: 'none' });
    expect(resolveStreet({ street: 'Neubaugasse' }, [])).toEqual({ kind: 'none' });
  });
});
