/**
 * /blog/{slug}: one article with its full text — paragraphs from the translation file as plain text (never HTML) —
 * its date, author, reading time and tags, a link back to /blog and the other articles to read next.
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/page-meta.ts';
import { ArticleImage } from './article-image.tsx';
import type { BlogArticle } from './articles.ts';
import { longDate, useShownArticles } from './blog-texts.ts';
import './blog.css';

export function ArticlePage({ article }: { article: BlogArticle }) {
  const { t, i18n } = useTranslation('blog');
  const base = `articles.${article.slug}` as const;
  const title = t(`${base}.title`);
  const excerpt = t(`${base}.excerpt`);
  usePageMeta({ title, description: excerpt, path: `/blog/${article.slug}` });
  const paragraphs = Object.values(t(`${base}.paragraphs`, { returnObjects: true }));
  const tags = Object.values(t(`${base}.tags`, { returnObjects: true }));
  const others = useShownArticles().filter((a) => a.slug !== article.slug).slice(0, 3);

  return (
    <div className="page page--narrow blog-article">
      <Link to="/blog" className="back-link">
        <span aria-hidden="true">←</span>
        {t('article.back')}
      </Link>
      <article>
        <header className="blog-article__header">
          <p className="blog-card__category">{t(`categories.${article.category}`)}</p>
          <h1>{title}</h1>
          <p className="muted">
            <time dateTime={article.date}>{t('article.published', { date: longDate(article.date, i18n.resolvedLanguage ?? i18n.language) })}</time>{' '}
            {t('article.by', { author: t('author') })}
            <span aria-hidden="true"> · </span>
            {t('card.readTime', { count: article.readTime })}
          </p>
        </header>
        <ArticleImage motif={article.image} category={article.category} large />
        <p className="blog-article__lead">{excerpt}</p>
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <ul className="blog-tags" aria-label={t('card.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="blog-tag">
              {tag}
            </li>
          ))}
        </ul>
      </article>
      <nav aria-labelledby="blog-more" className="blog-more">
        <h2 id="blog-more">{t('article.moreHeading')}</h2>
        <ul>
          {others.map((a) => (
            <li key={a.slug}>
              <Link to="/blog/$slug" params={{ slug: a.slug }}>
                {a.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
