import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { crc32, zip } from './zip.ts';

/** Reads an archive back through its central directory (an independent walk of the format), inflating entries. */
function readZip(buf: Buffer): { name: string; method: number; data: Buffer }[] {
  const end = buf.length - 22;
  expect(buf.readUInt32LE(end)).toBe(0x06054b50);
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  const out: { name: string; method: number; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const method = buf.readUInt16LE(p + 10);
    const crc = buf.readUInt32LE(p + 16);
    const csize = buf.readUInt32LE(p + 20);
    const usize = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const body = buf.subarray(start, start + csize);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(data.length).toBe(usize);
    expect(nodeCrc32(data)).toBe(crc);
    out.push({ name, method, data });
    p += 46 + nameLen;
  }
  return out;
}

describe('zip', () => {
  it('when CRC-32 is computed, then it matches the standard check value and node:zlib', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const bytes = Buffer.from('Lieferzone – Linz, Österreich');
    expect(crc32(bytes)).toBe(nodeCrc32(bytes));
  });

  it('when files are archived, then they read back whole: text deflated, incompressible bytes stored', () => {
    const text = Buffer.from('# Faktenblatt\n'.repeat(50), 'utf8');
    const random = randomBytes(300);
    const archive = zip([
      { name: 'fact-sheet.md', data: text },
      { name: 'logos/ümlaut.bin', data: random },
    ]);
    const files = readZip(archive);
    expect(files.map((f) => f.name)).toEqual(['fact-sheet.md', 'logos/ümlaut.bin']);
    expect(files[0]!.method).toBe(8);
    expect(files[0]!.data.equals(text)).toBe(true);
    expect(files[1]!.method).toBe(0);
    expect(files[1]!.data.equals(random)).toBe(true);
    expect(archive.length).toBeLessThan(text.length + random.length);
  });

  it('when the same files are archived twice, then the archives are byte-identical (a build is reproducible)', () => {
    const files = [{ name: 'a.txt', data: Buffer.from('a') }];
    expect(zip(files).equals(zip(files))).toBe(true);
  });
});
