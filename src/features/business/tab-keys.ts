/**
 * Keyboard model of the WAI-ARIA tabs pattern (automatic activation): ArrowRight/ArrowLeft move to the next and
 * previous tab, wrapping around; Home and End go to the first and last. Any other key: null (not handled).
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
