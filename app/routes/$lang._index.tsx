import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ArticleCard } from '~/components/article-card';
import { UpcomingDeadlines } from '~/components/calendar/upcoming-deadlines';
import { ErrorPage } from '~/components/error-boundary';
import { Link } from '~/components/link';
import { HOME_LATEST, listFeaturedSections, listLatest } from '~/data/articles.server';
import { getCalendar } from '~/data/calendar.server';
import { cachedCategories } from '~/data/categories.server';
import { isLang } from '~/i18n/config';
import { i18nServer } from '~/i18n/i18next.server';
import { useTranslation } from '~/i18n/translate';
import { jakartaToday } from '~/lib/calendar';
import { homeDeadlinesRange, upcomingDeadlinesView } from '~/lib/calendar-page';
import { toCards } from '~/lib/cards';
import { categoryNameBySlug } from '~/lib/categories';
import { requestContext } from '~/lib/context.server';
import { errorPageMeta } from '~/lib/error-page';
import { notFound } from '~/lib/http.server';
import { siteUrlFrom } from '~/lib/layout-data';
import { type QueryParams, untilMidnightHeaders } from '~/lib/response-policy';
import { pageMeta } from '~/lib/seo/meta';
import { jsonLdMeta, webSiteJsonLd } from '~/lib/seo/structured-data';
import { orUnavailable } from '~/lib/unavailable.server';
import { categoryPath, homePath, inEveryLanguage, kursPath } from '~/lib/urls';

export const queryParams: QueryParams = [];

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLang(lang)) notFound();
  const { db } = requestContext(context);
  const now = new Date();
  const today = jakartaToday(now);
  const deadlinesRange = homeDeadlinesRange(today);
  const [categories, latest, sections, calendar] = await orUnavailable(request, () =>
    Promise.all([
      cachedCategories(db),
      listLatest(db, lang, HOME_LATEST),
      listFeaturedSections(db, lang),
      getCalendar(db, deadlinesRange.from, deadlinesRange.to),
    ]),
  );
  const t = await i18nServer.getFixedT(lang);
  const [lead, ...rest] = toCards(latest, categories, lang);
  return data(
    {
      title: t('home.title'),
      description: t('site.description'),
      lead: lead ?? null,
      latest: rest,
      sections: sections
        .filter((section) => section.articles.length > 0)
        .map((section) => ({
          slug: section.category,
          name: categoryNameBySlug(categories, section.category, lang) ?? section.category,
          href: categoryPath(lang, section.category),
          articles: toCards(section.articles, categories, lang),
        })),
      deadlines: upcomingDeadlinesView(calendar, lang, today),
      kurs: kursPath(lang),
    },
    { headers: untilMidnightHeaders(now) },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, params, matches, error, location }) => {
  if (!data || !isLang(params.lang)) return errorPageMeta(error, location.pathname);
  const siteUrl = siteUrlFrom(matches);
  return [
    ...pageMeta({
      siteUrl,
      lang: params.lang,
      title: data.title,
      description: data.description,
      path: homePath(params.lang),
      alternates: inEveryLanguage(homePath),
    }),
    jsonLdMeta(webSiteJsonLd(siteUrl, params.lang)),
  ];
};

export default function Home() {
  const { lead, latest, sections, deadlines, kurs } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="sr-only">{t('home.title')}</h1>
      {lead && (
        <section aria-labelledby="lead-heading" className="border-b border-line pb-10">
          <h2 id="lead-heading" className="section-heading">
            {t('home.lead')}
          </h2>
          <ArticleCard article={lead} variant="lead" />
        </section>
      )}
      <UpcomingDeadlines view={deadlines} />
      <section aria-labelledby="kurs-heading" className="border-b border-line py-8">
        <h2 id="kurs-heading" className="section-heading">
          {t('nav.kurs')}
        </h2>
        <Link to={kurs} className="font-semibold text-accent-ink underline">
          {t('home.kurs')}
        </Link>
      </section>
      {latest.length > 0 && (
        <section aria-labelledby="latest-heading" className="border-b border-line py-10">
          <h2 id="latest-heading" className="section-heading">
            {t('home.latest')}
          </h2>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {latest.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
      )}
      {sections.map((section) => (
        <section key={section.slug} aria-labelledby={`section-${section.slug}`} className="border-b border-line py-10">
          <div className="mb-6 flex items-baseline justify-between gap-4">
            <h2 id={`section-${section.slug}`} className="font-serif text-2xl font-bold">
              <Link to={section.href} className="hover:text-accent-ink">
                {section.name}
              </Link>
            </h2>
            <Link to={section.href} className="text-sm font-semibold text-accent-ink">
              {t('home.seeAll')} <span aria-hidden="true">→</span>
              <span className="sr-only"> {section.name}</span>
            </Link>
          </div>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {section.articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}

export const ErrorBoundary = ErrorPage;

// The deadlines block lists what is upcoming today in Jakarta: no cached copy may outlive the day.
export { routeHeaders as headers } from '~/lib/response-policy';
