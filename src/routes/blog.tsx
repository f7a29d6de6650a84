/** /blog — articles with search, categories and the newsletter (spec 3 §2.6). Texts: the lazy namespace `blog`. */
import { createFileRoute } from '@tanstack/react-router';
import { ensureNamespaces } from '../i18n/lazy.ts';
import { BlogPage } from '../features/blog/blog-page.tsx';

export const Route = createFileRoute('/blog')({
  loader: () => ensureNamespaces('blog'),
  component: BlogPage,
});
