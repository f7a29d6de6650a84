/**
 * Search suggestions of the listing page: a fixed local list, after more than 1 character, at most 5 (spec 1 §2).
 * One list per language (issue 25 item 5): English and Turkish customers are not offered "Getränke" or "Lebensmittel".
 */
const LOCAL_SUGGESTIONS_DE = [
  'Pizza', 'Pizza Margherita', 'Pasta', 'Sushi', 'Burger', 'Döner', 'Kebab', 'Dürüm', 'Schnitzel', 'Wiener Schnitzel',
  'Salat', 'Bowl', 'Vegan', 'Vegetarisch', 'Asiatisch', 'Chinesisch', 'Thai', 'Indisch', 'Curry', 'Ramen',
  'Poke', 'Falafel', 'Frühstück', 'Kaffee', 'Kuchen', 'Eis', 'Desserts', 'Getränke', 'Lebensmittel', 'Supermarkt',
  'Bäckerei', 'Griechisch', 'Mexikanisch', 'Tacos', 'Steak', 'Chicken Wings', 'Suppe', 'Gesund',
] as const;

const LOCAL_SUGGESTIONS_EN = [
  'Pizza', 'Pizza Margherita', 'Pasta', 'Sushi', 'Burger', 'Doner', 'Kebab', 'Durum', 'Schnitzel', 'Wiener Schnitzel',
  'Salad', 'Bowl', 'Vegan', 'Vegetarian', 'Asian', 'Chinese', 'Thai', 'Indian', 'Curry', 'Ramen',
  'Poke', 'Falafel', 'Breakfast', 'Coffee', 'Cake', 'Ice cream', 'Desserts', 'Drinks', 'Groceries', 'Supermarket',
  'Bakery', 'Greek', 'Mexican', 'Tacos', 'Steak', 'Chicken Wings', 'Soup', 'Healthy',
] as const;

const LOCAL_SUGGESTIONS_TR = [
  'Pizza', 'Pizza Margherita', 'Makarna', 'Suşi', 'Burger', 'Döner', 'Kebap', 'Dürüm', 'Şnitzel', 'Viyana şnitzeli',
  'Salata', 'Bowl', 'Vegan', 'Vejetaryen', 'Asya mutfağı', 'Çin mutfağı', 'Tay mutfağı', 'Hint mutfağı', 'Köri', 'Ramen',
  'Poke', 'Falafel', 'Kahvaltı', 'Kahve', 'Kek', 'Dondurma', 'Tatlılar', 'İçecekler', 'Market', 'Süpermarket',
  'Fırın', 'Yunan mutfağı', 'Meksika mutfağı', 'Tako', 'Biftek', 'Tavuk kanadı', 'Çorba', 'Sağlıklı',
] as const;

const BY_LANGUAGE: Record<string, readonly string[]> = { de: LOCAL_SUGGESTIONS_DE, en: LOCAL_SUGGESTIONS_EN, tr: LOCAL_SUGGESTIONS_TR };

/** The suggestion list of a language (its base: "en-GB" → en); German for any other. */
export function suggestionList(language: string): readonly string[] {
  return BY_LANGUAGE[language.slice(0, 2).toLowerCase()] ?? LOCAL_SUGGESTIONS_DE;
}

export const LOCAL_SUGGESTION_MIN_CHARS = 2;
export const LOCAL_SUGGESTION_LIMIT = 5;

/** Suggestions for the typed text: prefix matches first, then matches inside a word. */
export function localSuggestions(text: string, list: readonly string[] = LOCAL_SUGGESTIONS_DE): string[] {
  // "İ" lower-cases to "i" + a combining dot outside Turkish: dropped, so "içec" finds "İçecekler"
  const lower = (s: string) => s.toLocaleLowerCase('de-AT').replace(/\u0307/g, '');
  const q = lower(text.trim());
  if (q.length < LOCAL_SUGGESTION_MIN_CHARS) return [];
  const starts = list.filter((s) => lower(s).startsWith(q));
  const contains = list.filter((s) => !starts.includes(s) && lower(s).includes(q));
  return [...starts, ...contains].slice(0, LOCAL_SUGGESTION_LIMIT);
}
