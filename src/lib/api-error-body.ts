/**
 * The API's error answer `{ error: { message, fields? } }` read into its message (English) and, for a 400, the
 * refused fields (dotted path → message), so a form can put them on its inputs. Used by the back office's and the
 * desk's HTTP clients (the menu editor shows a 400's fields on the form).
 */
/** `{ error: { message, fields? } }`: the message and the refused fields (a `fields` list or map, else the ones the message names). */
export function readErrorBody(body: unknown): { message?: string; fields: Record<string, string> } {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  const fields: Record<string, string> = {};
  const raw = error?.fields;
  if (Array.isArray(raw)) {
    for (const f of raw as { path?: unknown; message?: unknown }[]) {
      const path = Array.isArray(f.path) ? f.path.join('.') : f.path;
      if (typeof path === 'string' && typeof f.message === 'string') fields[path] = f.message;
    }
  } else if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') fields[k] = v;
  }
  // the API's 400s name fields in the message: "Invalid request: categories.0.name: is required; zones.0.feeCents: …"
  if (message && Object.keys(fields).length === 0) {
    for (const part of message.replace(/^Invalid request:\s*/, '').split('; ')) {
      const m = /^([A-Za-z]\w*(?:\.\w+)+): (.+)$/.exec(part);
      if (m?.[1] && m[2] && !(m[1] in fields)) fields[m[1]] = m[2];
    }
  }
  return { ...(message === undefined ? {} : { message }), fields };
}
