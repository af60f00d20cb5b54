import { LANGS, type Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { jakartaToday } from '~/lib/calendar';
import { type Category, splitFeatured } from '~/lib/categories';
import { feedPath, homePath } from '~/lib/urls';
import { categoryLinks, MenuLinks } from './menu-links';
import { useReferenceLinks } from './reference-links';
import { Wordmark } from './wordmark';

export function SiteFooter({ lang, categories }: { lang: Lang; categories: Category[] }) {
  const { t } = useTranslation();
  const { featured, more } = splitFeatured(categories);
  const reference = useReferenceLinks(lang, { withCorrections: true });
  return (
    <footer className="relative z-10 border-t border-line bg-surface">
      {/* Two columns on tablets; four on desktops, where the reference and language columns take their labels' width
          (a fraction of the row broke "Language editions" and "Bahasa Indonesia" over two lines). */}
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_3fr_auto_auto]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            {t('footer.about')}
          </h2>
          <Wordmark lang={lang} />
          <p className="mt-4 max-w-sm text-sm text-muted">{t('site.description')}</p>
        </section>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="footer-heading">
            {t('nav.categories')}
          </h2>
          {/* Columns, not a grid: a name that wraps ("Kepabeanan & Cukai") then leaves no empty band across its row. */}
          <ul className="columns-2 gap-x-6 text-sm xl:columns-3">
            <MenuLinks
              links={categoryLinks([...featured, ...more], lang)}
              linkClass="footer-link"
              itemClass="mb-2 break-inside-avoid"
            />
          </ul>
        </nav>
        <nav aria-labelledby="footer-reference">
          <h2 id="footer-reference" className="footer-heading">
            {t('nav.reference')}
          </h2>
          <ul className="space-y-2 text-sm">
            <MenuLinks links={reference.links} linkClass="footer-link" />
          </ul>
        </nav>
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="footer-heading">
            {t('footer.languages')}
          </h2>
          <ul className="space-y-2 text-sm">
            <MenuLinks
              links={LANGS.map((option) => ({
                key: option,
                to: homePath(option),
                label: t(`language.${option}`),
                lang: option,
              }))}
              linkClass="footer-link"
            />
            <li>
              <a href={feedPath(lang)} type="application/rss+xml" className="footer-link">
                {t('footer.rss')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      {/* Jakarta's year, as the calendar's, so server and browser agree; only a page rendered before Jakarta's
          New Year and hydrated after it differs, and then the server's year stays until the next page. */}
      <p className="border-t border-line px-4 py-4 text-center text-xs text-muted" suppressHydrationWarning>
        {t('site.copyright', { year: jakartaToday(new Date()).slice(0, 4) })}
      </p>
    </footer>
  );
}
