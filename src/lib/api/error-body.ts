/**
 * The fields a 400 refused (dotted path → message), so a form can put them on its inputs (the menu editor, the
 * delivery zones): the answer's own `fields` (errors.ts: readErrorBody), else the ones its message names — the API's
 * 400s say "Invalid request: categories.0.name: is required; zones.0.feeCents: …".
 */
import type { HttpError } from './errors.ts';

export function refusedFields(err: Pick<HttpError, 'fields' | 'serverMessage'>): Readonly<Record<string, string>> {
  const message = err.serverMessage;
  if (!message || Object.keys(err.fields).length > 0) return err.fields;
  const fields: Record<string, string> = {};
  for (const part of message.replace(/^Invalid request:\s*/, '').split('; ')) {
    const m = /^([A-Za-z]\w*(?:\.\w+)+): (.+)$/.exec(part);
    if (m?.[1] && m[2] && !(m[1] in fields)) fields[m[1]] = m[2];
  }
  return fields;
}
