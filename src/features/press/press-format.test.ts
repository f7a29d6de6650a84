import { formatAtLeast, formatFileSize, formatReleaseDate, pressKitBytes } from './press-format.ts';

describe('press formats', () => {
  it('when the stated figures are formatted, then each language groups thousands its own way and marks a lower bound', () => {
    // Austrian German groups with a no-break space; the app's English is British English (en-GB: 50,000, 9.9)
    expect(formatAtLeast(50000, 'de')).toBe('50\u00a0000+');
    expect(formatAtLeast(50000, 'en')).toBe('50,000+');
    expect(formatAtLeast(50000, 'tr')).toBe('50.000+');
    expect(formatAtLeast(200, 'de')).toBe('200+');
  });

  it('when a file size is formatted, then bytes, kB with one decimal below 10 kB, and MB are shown in the language', () => {
    expect(formatFileSize(999, 'de')).toBe('999 B');
    expect(formatFileSize(1000, 'de')).toBe('1,0 kB');
    expect(formatFileSize(9949, 'en')).toBe('9.9 kB');
    expect(formatFileSize(27_560, 'de')).toBe('28 kB');
    expect(formatFileSize(12_400_000, 'de')).toBe('12 MB');
  });

  it('when a release date is formatted, then it is the long date of the language, whatever the time zone', () => {
    expect(formatReleaseDate('2025-10-14', 'de')).toBe('14. Oktober 2025');
    expect(formatReleaseDate('2025-02-18', 'en')).toBe('18 February 2025');
    expect(formatReleaseDate('2025-06-03', 'tr')).toBe('3 Haziran 2025');
  });

  it('when the build gives no usable size, then there is none (not a made-up one)', () => {
    expect(pressKitBytes('41234')).toBe(41234);
    expect(pressKitBytes(undefined)).toBeNull();
    expect(pressKitBytes('')).toBeNull();
    expect(pressKitBytes('12 MB')).toBeNull();
    expect(pressKitBytes('0')).toBeNull();
  });
});
