/**
 * What the article route's loader imports on demand (src/routes/blog_.$slug.tsx). A module of its own on purpose: the
 * article list is shared with the blog's chunks, and an import() of that shared chunk needs a namespace object built by
 * rolldown's runtime, which then became a chunk of its own requested on every page (the home route's JS grew by it).
 */
export { articleBySlug } from './articles.ts';
