/**
 * The new-order chime, made with Web Audio (no sound file to download or cache). Browsers block audio until the
 * page was touched: the desk's start button calls `unlockAudio()`; before that `chime()` plays nothing and says so.
 */
let ctx: AudioContext | null = null;

export function unlockAudio(): void {
  try {
    ctx ??= new AudioContext();
    void ctx.resume();
  } catch {
    ctx = null;
  }
}

/** Three loud tones (about 0.9 s); false when audio is still locked. */
export function chime(): boolean {
  if (!ctx || ctx.state !== 'running') return false;
  const start = ctx.currentTime;
  [880, 1320, 880].forEach((freq, i) => {
    if (!ctx) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'square';
    osc.frequency.value = freq;
    const t = start + i * 0.3;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.5, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.26);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.28);
  });
  return true;
}
