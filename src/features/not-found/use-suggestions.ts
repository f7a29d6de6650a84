/**
 * The search box's suggestions (spec 3 §2.13, §9): under 2 typed characters the 5 popular ones, otherwise up to 8
 * matches — real vendors the listing API finds for the text (asked for once typing pauses), categories and cities.
 * Also the restaurants like the missing path (up to 3), from the path's words.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOT_FOUND_LIMITS, pathWords, rankSuggestions, similarRestaurants, type SuggestionItem } from '../../domain/not-found.ts';
import { popularVendorsOptions, vendorSearchOptions, type SuggestionVendor } from './api/vendor-suggestions.ts';
import { categoryItems, cityItems, vendorItem } from './suggestion-items.ts';

const TYPING_PAUSE_MS = 250;

/**
 * The text once typing has paused. (Like lib/use-debounced-value.ts, written here on purpose: shared with this lazy
 * chunk, that module became a chunk of its own — one more request for the home page.)
 */
function usePausedText(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const id = setTimeout(() => setPaused(text), TYPING_PAUSE_MS);
    return () => clearTimeout(id);
  }, [text]);
  return paused;
}
/** path words asked for as restaurants: the longest few (the most telling) */
const PATH_WORDS_ASKED = 3;

export function useSuggestions(text: string): SuggestionItem[] {
  const { t, i18n } = useTranslation();
  const typed = text.trim();
  const asked = usePausedText(typed);
  const popular = useQuery(popularVendorsOptions());
  const found = useQuery({ ...vendorSearchOptions(asked), enabled: asked.length >= NOT_FOUND_LIMITS.queryMinChars });
  const fixed = useMemo(() => [...categoryItems(t), ...cityItems(i18n.language)], [t, i18n.language]);
  return useMemo(() => {
    const vendors = typed.length < NOT_FOUND_LIMITS.queryMinChars
      ? (popular.data ?? []).map((v, rank) => vendorItem(t, v, rank))
      : (found.data ?? []).map((v) => vendorItem(t, v));
    return rankSuggestions(typed, [...vendors, ...fixed]);
  }, [t, typed, popular.data, found.data, fixed]);
}

const allVendors = (results: readonly { data?: SuggestionVendor[] | undefined }[]) => results.flatMap((r) => r.data ?? []);

export function useSimilarRestaurants(path: string): SuggestionItem[] {
  const words = useMemo(() => pathWords(path), [path]);
  const asked = useMemo(() => [...words].sort((a, b) => b.length - a.length).slice(0, PATH_WORDS_ASKED), [words]);
  const { t } = useTranslation();
  const vendors = useQueries({ queries: asked.map((w) => vendorSearchOptions(w)), combine: allVendors });
  return useMemo(() => similarRestaurants(vendors.map((v) => vendorItem(t, v)), words), [t, vendors, words]);
}
