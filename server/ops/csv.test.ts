import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csv cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+43 660 1', "'+43 660 1"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['Wien', 'Wien'],
    [null, ''],
    [true, 'true'],
    [['Montag', 'Freitag'], '"Montag, Freitag"'],
  ] as [unknown, string][])('when the value is %j, then the cell is %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('when a document is built, then it starts with a BOM and uses CRLF line ends', () => {
    expect(csvDocument(['a', 'b'], [[1, '=x']])).toBe("\uFEFFa,b\r\n1,'=x\r\n");
  });
});
