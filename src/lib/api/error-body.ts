/**
 * The API's error answer `{ error: { code?, message, fields? } }` read into its code, message (English) and, for a
 * 400, the refused fields (dotted path → message), so a form can put them on its inputs (the menu editor, the public
 * forms). Read by the HTTP client (client.ts) into every HttpError.
 */
/** `{ error: { code?, message, fields? } }`: code, message and the refused fields (a `fields` list or map, else the ones the message names). */
export function readErrorBody(body: unknown): { code?: string; message?: string; fields: Record<string, string> } {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : undefined;
  // the vendor API's code is the status number, its name in `status` ('INVALID_ARGUMENT')
  const code = [error?.code, error?.status].find((c): c is string => typeof c === 'string');
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
  return { ...(message === undefined ? {} : { message }), ...(code === undefined ? {} : { code }), fields };
}
