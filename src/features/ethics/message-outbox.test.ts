import { editOutbox, outboxForSend, readOutbox, removeOutbox, writeOutbox } from './message-outbox.ts';

const CASE = 'EC-7K3M-Q9XD';

describe('message outbox', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('when a text is written, then it is read back from session storage only (nothing in local storage)', () => {
    writeOutbox(CASE, { body: 'Hallo', clientId: null });
    expect(readOutbox(CASE)).toEqual({ body: 'Hallo', clientId: null });
    expect(localStorage.length).toBe(0);
    expect(readOutbox('EC-0000-0000')).toBeNull();
  });

  it('when the text is emptied and nothing is pending, then the entry is removed', () => {
    writeOutbox(CASE, { body: 'Hallo', clientId: null });
    writeOutbox(CASE, { body: '', clientId: null });
    expect(sessionStorage.length).toBe(0);
    expect(readOutbox(CASE)).toBeNull();
  });

  it('when Send is pressed twice for the same text, then both sends carry the same client id', () => {
    let n = 0;
    const newId = () => `id-${++n}`;
    const first = outboxForSend({ body: 'Frage', clientId: null }, newId);
    writeOutbox(CASE, first);
    const again = outboxForSend(readOutbox(CASE)!, newId);
    expect(first.clientId).toBe('id-1');
    expect(again.clientId).toBe('id-1');
  });

  it('when the text is changed after a failed send, then the next send is a new message with a new id', () => {
    const pending = { body: 'Frage', clientId: 'id-1' };
    expect(editOutbox(pending, 'Frage')).toBe(pending);
    const edited = editOutbox(pending, 'Frage, ergänzt');
    expect(edited).toEqual({ body: 'Frage, ergänzt', clientId: null });
    expect(outboxForSend(edited, () => 'id-2').clientId).toBe('id-2');
  });

  it('when the stored entry is unreadable, then there is none', () => {
    sessionStorage.setItem(`lz.ethics-outbox.${CASE}`, '{not json');
    expect(readOutbox(CASE)).toBeNull();
    sessionStorage.setItem(`lz.ethics-outbox.${CASE}`, JSON.stringify({ body: 5 }));
    expect(readOutbox(CASE)).toBeNull();
    removeOutbox(CASE);
    expect(sessionStorage.length).toBe(0);
  });
});
