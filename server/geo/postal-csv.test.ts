import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCells, readPostalCsv } from './postal-csv.ts';

describe('postal CSV', () => {
  it('when a cell is quoted with a comma and a doubled quote inside, then it stays one cell with one quote', () => {
    expect(csvCells('AT,1070,"Wien, Neubau","say ""hi""",')).toEqual(['AT', '1070', 'Wien, Neubau', 'say "hi"', '']);
  });

  it('when the file has CRLF line ends and blank lines, then the rows are the data lines and columns are found by name', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'postal-csv-')), 'at.csv');
    writeFileSync(file, 'zipcode,place,latitude\r\n1070,"Wien, Neubau",48.2\r\n\r\n8010,Graz,47.07\r\n');
    const csv = readPostalCsv(file);
    expect(csv.rows).toEqual([['1070', 'Wien, Neubau', '48.2'], ['8010', 'Graz', '47.07']]);
    expect([csv.column('zipcode'), csv.column('latitude')]).toEqual([0, 2]);
    expect(() => csv.column('longitude')).toThrow(/column longitude missing/);
  });
});
