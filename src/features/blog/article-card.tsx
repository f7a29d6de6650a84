/** One article in the featured section or the grid: picture, category, title (the link), excerpt, tags, date. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cardTags } from '../../domain/blog.ts';
import { ArticleImage } from './article-image.tsx';
import { longDate, type ShownArticle } from './blog-texts.ts';

export function ArticleCard({ article }: { article: ShownArticle }) {
  const { t, i18n } = useTranslation('blog');
  const tags = cardTags(article.tags, article.featured);
  return (
    <article className={`blog-card card-surface${article.featured ? ' blog-card--featured' : ''}`}>
      <ArticleImage motif={article.image} category={article.category} large={article.featured} />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="blog-card__category">{article.categoryLabel}</span>
          {article.featured ? <span className="badge badge--promo">{t('card.featured')}</span> : null}
        </p>
        <h3 className="blog-card__title">
          <Link to="/blog/$slug" params={{ slug: article.slug }} className="blog-card__link">
            {article.title}
          </Link>
        </h3>
        <p className="blog-card__excerpt">{article.excerpt}</p>
        <ul className="blog-tags" aria-label={t('card.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="blog-tag">
              {tag}
            </li>
          ))}
        </ul>
        <p className="blog-card__footer muted small">
          <time dateTime={article.date}>{longDate(article.date, i18n.resolvedLanguage ?? i18n.language)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('card.readTime', { count: article.readTime })}</span>
        </p>
      </div>
    </article>
  );
}
