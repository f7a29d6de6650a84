/**
 * The ring's three sounds as <audio> elements (issue 32): an audio element keeps playing in a background tab where a
 * Web Audio context may be suspended, and the browser lets it play once the page was touched (the desk's start
 * button). The files in public/sounds are made, not recorded: 8-bit mono 11 025 Hz square and sine tones —
 * new: 880/1320/880 Hz at half level; urgent: 1000/1500 Hz four times at full level (louder, faster); cancelled:
 * falling 660/440/330 Hz sine tones.
 */
import type { RingSound } from './ring.ts';

const FILES: Record<RingSound, { src: string; volume: number }> = {
  new: { src: '/sounds/desk-new.wav', volume: 0.7 },
  urgent: { src: '/sounds/desk-urgent.wav', volume: 1 },
  cancelled: { src: '/sounds/desk-cancelled.wav', volume: 0.85 },
};

const players = new Map<RingSound, HTMLAudioElement>();

function player(sound: RingSound): HTMLAudioElement {
  let a = players.get(sound);
  if (!a) {
    a = new Audio(FILES[sound].src);
    a.preload = 'auto';
    a.volume = FILES[sound].volume;
    players.set(sound, a);
  }
  return a;
}

/** Loads the sounds (the start button: the files are there before the first order). */
export function preloadRingSounds(): void {
  for (const s of Object.keys(FILES) as RingSound[]) player(s).load();
}

/** Plays a sound from its start; a blocked or failed play is ignored (the cards still flash). */
export function playRing(sound: RingSound): void {
  const a = player(sound);
  try {
    a.currentTime = 0;
  } catch {
    // not loaded yet: plays from the start anyway
  }
  void a.play().catch(() => undefined);
}
