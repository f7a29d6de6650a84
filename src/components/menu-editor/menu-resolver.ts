/**
 * The menu form's resolver: the form as the wire body (menu-form.ts), checked by the shared schema the server's
 * PUT …/menu uses, then the menu rules and order pricing it runs (src/domain/menu-edit.ts), each issue at the form's path. Messages stay the schema's (English); the fields show them
 * translated (lib/validation-text.ts).
 */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { buildMenu } from '../../domain/menu-edit.ts';
import { menuBodySchema } from '../../domain/wire/ops.ts';
import { formPath, formToMenu, type MenuForm } from './menu-form.ts';

/** Flat form path → message of every refused field of `form` (empty: the menu is fine). */
export function menuIssues(form: MenuForm): Record<string, string> {
  const parsed = menuBodySchema.safeParse(formToMenu(form));
  const out: Record<string, string> = {};
  if (parsed.success) {
    // the cross-field rules and the order pricing, as the server runs them (the id only names the catalog's groups)
    const built = buildMenu(parsed.data, 'draft');
    if (!built.ok) for (const p of built.problems) out[formPath(p.path)] ??= p.message;
    return out;
  }
  for (const issue of parsed.error.issues) {
    const path = formPath(issue.path);
    // an amount that is not euro (NaN) is one message, not "expected number"
    const message = /price$/.test(path) && issue.code === 'invalid_type' ? 'must be an amount in euro' : issue.message;
    out[path] ??= message;
  }
  return out;
}

export const menuResolver: Resolver<MenuForm> = (values, _context, options) => {
  const issues = menuIssues(values);
  const paths = Object.keys(issues);
  if (paths.length === 0) return { values, errors: {} };
  const flat: FieldErrors = {};
  for (const p of paths) flat[p] = { type: 'schema', message: issues[p] };
  return { values: {}, errors: toNestErrors(flat, options) };
};
