/**
 * What stands under a form control: its hint (`<id>-hint`) and its message (`<id>-error`, also the test id), and the
 * control's aria-describedby naming them — the same wiring for inputs, selects, text areas and checkboxes.
 */

/** The control's aria-describedby: its message, then its hint (undefined when neither shows). */
export function notesOf(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldNotes({ id, error, hint }: { id: string; error?: string | undefined; hint?: string | undefined }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}
