/**
 * Checks a rich translation text as `Trans` renders it: only the given tag names (plus <br/>), every tag closed in
 * the right order, and no stray "<" or ">" that would show up as text. Returns the problems found (empty = fine).
 */
export function richTextProblems(text: string, allowed: readonly string[]): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;
  let rest = '';
  let last = 0;
  for (const m of text.matchAll(tag)) {
    rest += text.slice(last, m.index);
    last = m.index + m[0].length;
    const [, closing, name = '', selfClosing] = m;
    if (name === 'br' && selfClosing) continue;
    if (!closing && !allowed.includes(name)) problems.push(`tag <${name}> not allowed`);
    if (selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      stack.push(name);
    }
  }
  rest += text.slice(last);
  if (stack.length) problems.push(`unclosed ${stack.map((n) => `<${n}>`).join(' ')}`);
  if (/[<>]/.test(rest)) problems.push('stray < or > outside a tag');
  return problems;
}

/** Every string of a nested translation object with its dotted key. */
export function textsOf(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]];
  if (typeof obj !== 'object' || obj === null) return [];
  return Object.entries(obj).flatMap(([k, v]) => textsOf(v, prefix ? `${prefix}.${k}` : k));
}
