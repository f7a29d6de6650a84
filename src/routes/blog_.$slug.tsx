/**
 * /blog/{slug} — one article's full text; an unknown slug is the app's not-found page. The loader stays in the entry
 * chunk (only components are split), so the article list is imported here on demand: the home route's JS stays as is.
 */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { ArticlePage } from '../features/blog/article-page.tsx';

export const Route = createFileRoute('/blog_/$slug')({
  loader: async ({ params }) => {
    const { articleBySlug } = await import('../features/blog/article-by-slug.ts');
    const article = articleBySlug(params.slug);
    // TanStack Router's not-found signal is a plain object by design; the root's notFoundComponent shows it
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!article) throw notFound();
    await ensureNamespaces('blog');
    return { article };
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { article } = Route.useLoaderData();
  return <ArticlePage article={article} />;
}
