import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { readDraft, writeDraft } from './draft-storage.ts';
import { useFormDraft } from './use-form-draft.ts';

interface V extends Record<string, unknown> {
  name: string;
  days: string[];
  ok: boolean;
}
const EMPTY: V = { name: '', days: [], ok: false };

function render(storage?: 'local' | 'session') {
  return renderHook(() => {
    const form = useForm<V>({ defaultValues: EMPTY });
    const draft = useFormDraft('draft-test', form, storage ? { storage } : {});
    return { form, draft };
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('form drafts', () => {
  it('when something is typed, then it is stored 300 ms later with the step and submission id', () => {
    const { result } = render();
    act(() => result.current.form.setValue('name', 'Anna'));
    expect(readDraft('draft-test', EMPTY)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(readDraft('draft-test', EMPTY)).toMatchObject({ values: { name: 'Anna' }, step: 0, submissionId: result.current.draft.submissionId });
  });

  it('when the page opens with a stored draft, then the form, step and id are restored', () => {
    writeDraft('draft-test', { values: { name: 'Berta', days: ['Montag'], ok: true }, step: 2, submissionId: 'id-1', savedAt: 1 });
    const { result } = render();
    expect(result.current.form.getValues()).toEqual({ name: 'Berta', days: ['Montag'], ok: true });
    expect(result.current.draft).toMatchObject({ step: 2, submissionId: 'id-1', restored: true });
  });

  it('when a stored field has another type or is unknown, then it is dropped and the default stays', () => {
    writeDraft('draft-test', { values: { name: 5, days: ['Dienstag'], extra: 'x' }, step: 0, submissionId: 'id-2', savedAt: 1 });
    expect(readDraft('draft-test', EMPTY)?.values).toEqual({ name: '', days: ['Dienstag'], ok: false });
  });

  it('when the step changes, then it is saved at once', () => {
    const { result } = render();
    act(() => result.current.draft.setStep(3));
    expect(readDraft('draft-test', EMPTY)?.step).toBe(3);
  });

  it('when the draft is cleared, then storage is empty, the form is back to its defaults and the id is new', () => {
    const { result } = render();
    const id = result.current.draft.submissionId;
    act(() => result.current.form.setValue('name', 'Anna'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => result.current.draft.clear());
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(readDraft('draft-test', EMPTY)).toBeNull();
    expect(result.current.form.getValues('name')).toBe('');
    expect(result.current.draft.submissionId).not.toBe(id);
  });

  it('when the submission was received, then later changes and the page being hidden save nothing', () => {
    const { result } = render();
    act(() => result.current.form.setValue('name', 'Anna'));
    act(() => result.current.draft.settle());
    act(() => result.current.form.setValue('name', 'Anna B'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft('draft-test', EMPTY)).toBeNull();
  });

  it('when session storage is asked for, then the draft is kept there and not in local storage', () => {
    const { result } = render('session');
    act(() => result.current.form.setValue('name', 'Eva'));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(readDraft('draft-test', EMPTY, 'session')?.values.name).toBe('Eva');
    expect(readDraft('draft-test', EMPTY, 'local')).toBeNull();
  });
});
