/**
 * The GeoNames Austrian postal-code CSV (../shared/data/at-postal-codes.csv, CC BY 4.0) as the derive scripts read it
 * (derive-postal-data.ts → server/data/at-postal-codes.json, derive-geo-tables.ts → src/domain/postal-table.gen.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CSV named on the command line, else the one next to the repository. */
export function postalCsvPath(): string {
  return process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data/at-postal-codes.csv');
}

/** One CSV line's cells ("…" quotes a cell, "" inside is a quote). */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cur);
      cur = '';
    } else cur += ch;
  }
  cells.push(cur);
  return cells;
}

export interface PostalCsv {
  /** the data rows' cells (blank lines left out) */
  rows: string[][];
  /** the index of a header column; throws when the CSV has none of that name */
  column: (name: string) => number;
}

export function readPostalCsv(file: string): PostalCsv {
  const [header = '', ...lines] = readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  const names = csvCells(header);
  return {
    rows: lines.map(csvCells),
    column: (name) => {
      const i = names.indexOf(name);
      if (i < 0) throw new Error(`column ${name} missing in ${file}`);
      return i;
    },
  };
}
