/** /blog/{slug} — one article's full text; an unknown slug is the app's not-found page. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { articleBySlug } from '../features/blog/articles.ts';
import { ArticlePage } from '../features/blog/article-page.tsx';

export const Route = createFileRoute('/blog_/$slug')({
  loader: async ({ params }) => {
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
