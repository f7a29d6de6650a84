/**
 * Suggestions from the missing path itself (spec 3 §2.13, §9): the redirect hints (a restaurant number → the list,
 * an order → the profile's orders, a city or category word → that listing) and up to 3 restaurants like it.
 */
import { useTranslation } from 'react-i18next';
import { hintUrl, redirectHints, type RedirectHint } from '../../domain/not-found.ts';
import { cityDisplayName } from '../../lib/cities.ts';
import { HrefLink } from './href-link.tsx';
import { useSimilarRestaurants } from './use-suggestions.ts';

function HintText({ hint }: { hint: RedirectHint }) {
  const { t, i18n } = useTranslation('notfound');
  const { t: tApp } = useTranslation();
  switch (hint.kind) {
    case 'restaurants':
      return t('hints.restaurants');
    case 'orders':
      return t('hints.orders');
    case 'city':
      return t('hints.city', { city: cityDisplayName(hint.city, i18n.language) });
    case 'category':
      return t('hints.category', { category: tApp(`listing.categories.${hint.category}`) });
  }
}

export function PathSuggestions({ path }: { path: string }) {
  const { t } = useTranslation('notfound');
  const hints = redirectHints(path);
  const similar = useSimilarRestaurants(path);
  return (
    <>
      {hints.length > 0 ? (
        <section className="nf-section" aria-labelledby="nf-hints">
          <h2 id="nf-hints">{t('hints.title')}</h2>
          <ul className="nf-links">
            {hints.map((h) => (
              <li key={hintUrl(h)}>
                <HrefLink href={hintUrl(h)} className="btn btn--secondary">
                  <HintText hint={h} />
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {similar.length > 0 ? (
        <section className="nf-section" aria-labelledby="nf-similar">
          <h2 id="nf-similar">{t('similar.title')}</h2>
          <ul className="nf-cards">
            {similar.map((s) => (
              <li key={s.id}>
                <HrefLink href={s.url} className="nf-card card-surface">
                  <strong>{s.title}</strong>
                  {s.description ? <span className="muted small">{s.description}</span> : null}
                </HrefLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
