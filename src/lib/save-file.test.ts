import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('when a blob is saved, then a hidden link to it with the file name is clicked once, removed, and the blob freed a minute later', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:lz-1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicks: { href: string; download: string; hidden: boolean; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download, hidden: this.hidden, attached: this.isConnected });
    });
    const blob = new Blob(['nr;total\n'], { type: 'text/csv' });

    saveFile(blob, 'lieferzone-tag-2026-11-28.csv');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual([{ href: 'blob:lz-1', download: 'lieferzone-tag-2026-11-28.csv', hidden: true, attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(59_999);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:lz-1');
  });
});
