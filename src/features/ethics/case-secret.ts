/**
 * How the one-time secret of an ethics case is shown: its 26 characters in groups of 5, 5, 5, 5 and 6 joined by
 * dashes, easier to copy by hand without losing a character. The follow-up page reads it back with the shared
 * `normalizeCaseSecret` (dashes, spaces and case do not matter).
 */
const GROUPS = [5, 5, 5, 5, 6];

export function groupSecret(secret: string): string {
  const out: string[] = [];
  let at = 0;
  for (const n of GROUPS) {
    if (at >= secret.length) break;
    out.push(secret.slice(at, at + n));
    at += n;
  }
  if (at < secret.length) out.push(secret.slice(at));
  return out.join('-');
}
