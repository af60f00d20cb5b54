import { useRef } from 'react';
import { Link } from '~/components/link';
import type { Lang } from '~/i18n/config';
import type { ArticlePageStrings } from '~/i18n/strings/article-pages';
import { useTranslation } from '~/i18n/translate';
import type { AuthorRef } from '~/lib/authors';
import type { ArticleCardData } from '~/lib/cards';
import type { CorrectionNotice } from '~/lib/corrections';
import { keepTogether } from '~/lib/keep-together';
import type { RegulationRef } from '~/lib/regulations';
import { authorPath, correctionsPath, homePath } from '~/lib/urls';
import { ArticleCard } from './article-card';
import { ArticleContents, type ContentsEntry } from './article-contents';
import { Breadcrumbs } from './breadcrumbs';
import { CoverImage } from './cover-image';
import { RegulationLink } from './regulations/regulation-link';
import { ShareLinks, type ShareView } from './share-links';
import { useTermTips } from './term-tips';

/** An article page as its loader shapes it: dates formatted and the body rendered on the server. */
export type ArticleView = {
  lang: Lang;
  title: string;
  excerpt: string;
  /** The byline's name links to the author's page in the article's language. */
  author: AuthorRef | null;
  coverImageUrl: string | null;
  coverImageAlt: string | null;
  publishedAt: string;
  publishedLabel: string;
  /** The last substantive update (lib/articles.ts), with date and time; null when there is none to announce. */
  updated: { at: string; label: string } | null;
  /** "5 menit baca". */
  readingTime: string;
  /** The body's `##` sections, when there are enough of them to need a table of contents. */
  contents: ContentsEntry[];
  share: ShareView;
  strings: ArticlePageStrings;
  category: { label: string; href: string } | null;
  /** Sanitised HTML (lib/markdown.server.ts). */
  bodyHtml: string;
  related: ArticleCardData[];
  /** The regulations the body cites that the register holds, with their status. */
  regulations: RegulationRef[];
  /** Its published corrections, oldest first. */
  corrections: CorrectionNotice[];
};

export function ArticlePage({ article }: { article: ArticleView }) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  useTermTips(bodyRef);
  // Only the name is a link, wherever the language's "by" string puts it.
  const [bylineBefore, bylineAfter] = t('article.by', { author: '\u0000' }).split('\u0000');
  const crumbs = [
    { label: t('nav.home'), to: homePath(article.lang) },
    ...(article.category ? [{ label: article.category.label, to: article.category.href }] : []),
    { label: article.title },
  ];
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <article className={`mx-auto max-w-3xl ${article.contents.length > 0 ? 'article-with-contents' : ''}`}>
        <Breadcrumbs items={crumbs} />
        <header className="mt-6">
          {article.category && (
            <Link to={article.category.href} className="text-sm font-semibold uppercase tracking-wider text-accent-ink">
              {article.category.label}
            </Link>
          )}
          <h1 className="mt-2 font-serif text-3xl font-bold leading-tight text-balance sm:text-5xl">
            {keepTogether(article.title)}
          </h1>
          {article.excerpt && <p className="mt-4 text-lg text-muted sm:text-xl">{article.excerpt}</p>}
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 border-y border-line py-3 text-sm text-muted">
            {article.author && (
              <span className="font-semibold text-ink">
                {bylineBefore}
                <Link
                  to={authorPath(article.lang, article.author.slug)}
                  rel="author"
                  className="underline underline-offset-2"
                >
                  {article.author.name}
                </Link>
                {bylineAfter}
              </span>
            )}
            <span>
              {t('article.published')} <time dateTime={article.publishedAt}>{article.publishedLabel}</time>
            </span>
            {article.updated && (
              <span>
                {t('article.updated')} <time dateTime={article.updated.at}>{article.updated.label}</time>
              </span>
            )}
            <span>{article.readingTime}</span>
          </p>
          <ShareLinks share={article.share} strings={article.strings} />
        </header>
        {article.corrections.length > 0 && (
          <ArticleCorrections lang={article.lang} corrections={article.corrections} strings={article.strings} />
        )}
        {article.coverImageUrl && (
          <div className="mt-8" data-testid="article-cover">
            <CoverImage src={article.coverImageUrl} alt={article.coverImageAlt} priority />
            {/* The caption shows sighted readers what the alt already tells a screen reader. Not a <figcaption>:
                a figure takes its caption as its name even when the caption is hidden, so the text is heard twice. */}
            {article.coverImageAlt && (
              <p aria-hidden="true" className="mt-2 text-sm text-muted">
                {article.coverImageAlt}
              </p>
            )}
          </div>
        )}
        {article.contents.length > 0 && <ArticleContents label={article.strings.contents} entries={article.contents} />}
        <div
          ref={bodyRef}
          className="article-body prose prose-lg mt-8"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server by markdown-it with raw HTML disabled (lib/markdown.server.ts)
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
        {article.regulations.length > 0 && (
          <section aria-labelledby="regulations-heading" className="mt-10 rounded-lg border border-line p-5">
            <h2 id="regulations-heading" className="font-serif text-xl font-bold">
              {t('regulations.related')}
            </h2>
            <ul className="mt-3 space-y-3">
              {article.regulations.map((regulation) => (
                <li key={regulation.href}>
                  <RegulationLink regulation={regulation} strong />
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="print-only mt-8 text-sm">
          {article.strings.printedFrom}: {article.share.url}
        </p>
      </article>
      {article.related.length > 0 && (
        <section aria-labelledby="related-heading" className="related-articles mt-16 border-t border-line pt-10">
          <h2 id="related-heading" className="section-heading">
            {article.category ? t('article.moreFrom', { category: article.category.label }) : t('article.related')}
          </h2>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {article.related.map((related) => (
              <ArticleCard key={related.slug} article={related} />
            ))}
          </div>
        </section>
      )}
    </main>
  );
}

/**
 * Where a reader who acted on the article sees it first: under the byline, each correction dated ("Ralat, 28
 * November 2026: …"), and a link to every correction the site has made.
 */
function ArticleCorrections({
  lang,
  corrections,
  strings,
}: {
  lang: Lang;
  corrections: CorrectionNotice[];
  strings: ArticlePageStrings;
}) {
  const [before, after] = strings.correction.split('{{date}}');
  return (
    <section aria-label={strings.corrections} className="article-corrections mt-6 rounded-lg border border-line p-4">
      {corrections.map((correction) => (
        <p key={correction.iso} className="mt-2 first:mt-0">
          {/* Semibold, not bold: the site's sans comes in two weights (decision 0028). */}
          <span className="font-semibold">
            {before}
            <time dateTime={correction.iso}>{correction.label}</time>
            {after}
          </span>{' '}
          {correction.text}
        </p>
      ))}
      <p className="mt-3 text-sm">
        <Link to={correctionsPath(lang)} className="text-accent-ink underline underline-offset-2">
          {strings.allCorrections}
        </Link>
      </p>
    </section>
  );
}

/** An article asked for under the other language's prefix, with no translation: where to read it. */
export type ElsewhereView = { lang: Lang; title: string; excerpt: string; href: string; articleLang: Lang };

export function OnlyInOtherLanguage({ lang, title, excerpt, href, articleLang }: ElsewhereView) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">{t('article.notTranslatedTitle')}</h1>
      <p className="mt-4 text-muted">{t('article.onlyInOtherLanguage')}</p>
      <div className="mt-8 rounded-lg border border-line bg-surface p-6">
        <p lang={articleLang} className="font-serif text-xl font-bold">
          {keepTogether(title)}
        </p>
        {excerpt && (
          <p lang={articleLang} className="mt-2 text-muted">
            {excerpt}
          </p>
        )}
        <p className="mt-4">
          <Link to={href} hrefLang={articleLang} className="pill-button max-w-full whitespace-normal">
            {t('article.readInOtherLanguage')} →
          </Link>
        </p>
      </div>
      <p className="mt-8">
        <Link to={homePath(lang)} className="text-accent-ink underline">
          {t('errors.backHome')}
        </Link>
      </p>
    </main>
  );
}
