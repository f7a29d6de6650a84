/** State and submit of the profile's add/edit dialogs: the rules first, then the save; a failed save is logged and shown. */
import { useState, type FormEvent } from 'react';

export interface DialogFormOptions<F> {
  /** the translated message of the broken rule, or null when the form is valid */
  check: (form: F) => string | null;
  save: (form: F) => Promise<void>;
  /** console label and translated message of a failed save */
  logLabel: string;
  failMessage: string;
}

export function useDialogForm<F extends object>(initial: F, opts: DialogFormOptions<F>) {
  const [form, setForm] = useState<F>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof F>(k: K) => (v: F[K]) => setForm((f) => ({ ...f, [k]: v }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = opts.check(form);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await opts.save(form);
    } catch (err) {
      console.error(opts.logLabel, err);
      setError(opts.failMessage);
      setBusy(false);
    }
  };
  return { form, set, error, busy, submit };
}
