/** Search suggestions of the listing page: a fixed local list, after more than 1 character, at most 5 (spec 1 §2). */
export const LOCAL_SUGGESTIONS = [
  'Pizza', 'Pizza Margherita', 'Pasta', 'Sushi', 'Burger', 'Döner', 'Kebab', 'Dürüm', 'Schnitzel', 'Wiener Schnitzel',
  'Salat', 'Bowl', 'Vegan', 'Vegetarisch', 'Asiatisch', 'Chinesisch', 'Thai', 'Indisch', 'Curry', 'Ramen',
  'Poke', 'Falafel', 'Frühstück', 'Kaffee', 'Kuchen', 'Eis', 'Desserts', 'Getränke', 'Lebensmittel', 'Supermarkt',
  'Bäckerei', 'Griechisch', 'Mexikanisch', 'Tacos', 'Steak', 'Chicken Wings', 'Suppe', 'Gesund',
] as const;

export const LOCAL_SUGGESTION_MIN_CHARS = 2;
export const LOCAL_SUGGESTION_LIMIT = 5;

/** Suggestions for the typed text: prefix matches first, then matches inside a word. */
export function localSuggestions(text: string, list: readonly string[] = LOCAL_SUGGESTIONS): string[] {
  const q = text.trim().toLocaleLowerCase('de-AT');
  if (q.length < LOCAL_SUGGESTION_MIN_CHARS) return [];
  const starts = list.filter((s) => s.toLocaleLowerCase('de-AT').startsWith(q));
  const contains = list.filter((s) => !starts.includes(s) && s.toLocaleLowerCase('de-AT').includes(q));
  return [...starts, ...contains].slice(0, LOCAL_SUGGESTION_LIMIT);
}
