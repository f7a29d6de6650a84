/**
 * Hands a file made in the page (a CSV fetched with a staff token, a receipt's PDF, the account's data export) to the
 * browser as a download: a hidden link to the blob, clicked once. The click has handed the blob over; it is freed a
 * minute later.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.hidden = true;
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
