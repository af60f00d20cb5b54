import type { Lang } from '~/i18n/config';
import type { AuthorPageStrings } from '~/i18n/strings/author-pages';
import { useTranslation } from '~/i18n/translate';
import type { ArticleCardData } from '~/lib/cards';
import { homePath } from '~/lib/urls';
import { Breadcrumbs } from '../breadcrumbs';
import { NewsSection } from '../news-section';
import { Pagination } from '../pagination';

export type AuthorPageView = {
  lang: Lang;
  labels: AuthorPageStrings;
  name: string;
  role: string | null;
  /** Sanitised HTML (lib/markdown.server.ts), or null without a bio in this language. */
  bioHtml: string | null;
  links: { href: string; label: string }[];
  page: number;
  articles: ArticleCardData[];
  previous: string | null;
  next: string | null;
};

/** An author's page: who they are and what they wrote in the page's language, newest first. */
export function AuthorPage({ view }: { view: AuthorPageView }) {
  const { t } = useTranslation();
  const { labels } = view;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs items={[{ label: t('nav.home'), to: homePath(view.lang) }, { label: view.name }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="font-serif text-4xl font-bold">
          {view.name}
          {view.page > 1 && (
            <span className="ml-3 text-xl font-normal text-muted">{t('listing.page', { page: view.page })}</span>
          )}
        </h1>
        {view.role && <p className="mt-2 text-lg text-muted">{view.role}</p>}
        {view.bioHtml && (
          <div
            className="article-body prose mt-4"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by markdown-it with raw HTML disabled (lib/markdown.server.ts)
            dangerouslySetInnerHTML={{ __html: view.bioHtml }}
          />
        )}
        {view.links.length > 0 && (
          <nav aria-label={labels.links} className="mt-4">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {view.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel="me noopener" className="text-accent-ink underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <NewsSection id="author-articles" heading={labels.articles} empty={labels.noArticles} articles={view.articles} />
      <Pagination page={view.page} previous={view.previous} next={view.next} />
    </main>
  );
}
