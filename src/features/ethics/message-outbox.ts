/**
 * The reporter's message that is not sent yet, per case, in this tab's session storage (a shared computer keeps
 * nothing once the tab is closed; the case's secret is never stored). It holds the typed text and — once Send was
 * pressed — the message's client id: a resend after a lost answer, a reload or an offline pause carries the same
 * id, so the server stores the message once. Editing the text afterwards makes it another message (a new id is
 * taken on the next Send; the server refuses one id with two texts).
 */
export interface OutboxEntry {
  body: string;
  /** set when Send was pressed; kept until the server has the message */
  clientId: string | null;
}

const PREFIX = 'lz.ethics-outbox.';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled
  }
}

export function readOutbox(caseNumber: string): OutboxEntry | null {
  try {
    const raw = storage()?.getItem(PREFIX + caseNumber);
    if (!raw) return null;
    const v = JSON.parse(raw) as { body?: unknown; clientId?: unknown } | null;
    if (typeof v?.body !== 'string' || v.body === '') return null;
    return { body: v.body, clientId: typeof v.clientId === 'string' ? v.clientId : null };
  } catch {
    return null;
  }
}

/** Saves the entry; an empty text without a pending send removes it. */
export function writeOutbox(caseNumber: string, entry: OutboxEntry): void {
  try {
    if (entry.body === '' && entry.clientId === null) storage()?.removeItem(PREFIX + caseNumber);
    else storage()?.setItem(PREFIX + caseNumber, JSON.stringify(entry));
  } catch {
    // storage full or disabled: the text stays on screen
  }
}

export function removeOutbox(caseNumber: string): void {
  try {
    storage()?.removeItem(PREFIX + caseNumber);
  } catch {
    // nothing stored
  }
}

/** The text was edited: the same text keeps its id, another text is another message. */
export function editOutbox(entry: OutboxEntry, body: string): OutboxEntry {
  return body === entry.body ? entry : { body, clientId: null };
}

/** Send was pressed: the entry with its client id (the one it has, or `newId()` the first time). */
export function outboxForSend(entry: OutboxEntry, newId: () => string): OutboxEntry & { clientId: string } {
  return { body: entry.body, clientId: entry.clientId ?? newId() };
}
