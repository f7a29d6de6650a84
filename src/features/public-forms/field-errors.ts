/**
 * Field messages of the public forms: the shared schemas' issues and a server's 400 carry message keys
 * (`forms:errors.…`); these helpers put a server's keys on the form and find the wizard step of the first one.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Sets a server's field messages on the form (`{ email: 'forms:errors.emailInvalid' }`) and answers the fields set
 * (those the form knows), in the order given; the first gets the focus.
 */
export function applyFieldErrors<V extends FieldValues, T = V>(form: UseFormReturn<V, unknown, T>, fields: Readonly<Record<string, string>>): string[] {
  const known = new Set(Object.keys(form.getValues()));
  const set: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    if (!known.has(path.split('.')[0] ?? '')) continue;
    form.setError(path as Path<V>, { type: 'server', message }, { shouldFocus: set.length === 0 });
    set.push(path);
  }
  return set;
}

/** The index of the first wizard step whose schema has one of the given fields (-1: none). */
export function stepOfFields(steps: readonly z.ZodType[], fields: readonly string[]): number {
  const top = new Set(fields.map((f) => f.split('.')[0]));
  return steps.findIndex((s) => Object.keys(objectShape(s)).some((k) => top.has(k)));
}

function objectShape(s: z.ZodType): Record<string, unknown> {
  // a step is z.object(…), possibly wrapped by .superRefine/.transform (a pipe whose input is the object)
  const def = (s as unknown as { def?: { shape?: Record<string, unknown>; in?: z.ZodType } }).def;
  if (def?.shape) return def.shape;
  return def?.in ? objectShape(def.in) : {};
}

/**
 * "Next validates the current step" (spec 3 §5) with the step's shared schema: clears the step's old messages, sets
 * one message key per refused field (the first focused) and answers whether the step is fine.
 */
export function validateStep<V extends FieldValues, T = V>(form: UseFormReturn<V, unknown, T>, stepSchema: z.ZodType): boolean {
  const own = Object.keys(objectShape(stepSchema));
  form.clearErrors(own as Path<V>[]);
  const r = stepSchema.safeParse(form.getValues());
  if (r.success) return true;
  const seen = new Set<string>();
  for (const issue of r.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!path || seen.has(path)) continue;
    form.setError(path as Path<V>, { type: 'step', message: issue.message }, { shouldFocus: seen.size === 0 });
    seen.add(path);
  }
  return false;
}
