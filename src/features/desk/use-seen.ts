/** Which new orders this desk has marked seen (kept on the device, so a reload does not ring for them again). */
import { useCallback, useState } from 'react';

const KEY = 'lz-desk-seen';
const MAX = 200;

function load(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function useSeen(): [ReadonlySet<string>, (ids: readonly string[]) => void] {
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set(load()));
  const markSeen = useCallback((ids: readonly string[]) => {
    setSeen((prev) => {
      const next = [...prev, ...ids.filter((id) => !prev.has(id))].slice(-MAX);
      try {
        localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // storage full or blocked: seen for this page only
      }
      return new Set(next);
    });
  }, []);
  return [seen, markSeen];
}

/** The sound switch, kept on the device (on by default). */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem('lz-desk-sound') !== '0';
    } catch {
      return true;
    }
  });
  const set = useCallback((v: boolean) => {
    setOn(v);
    try {
      localStorage.setItem('lz-desk-sound', v ? '1' : '0');
    } catch {
      // not kept
    }
  }, []);
  return [on, set];
}
