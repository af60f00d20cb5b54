import { Link } from '~/components/link';
import { useTranslation } from '~/i18n/translate';

/** Previous and next links of a paged list (a category, the regulation register); nothing on a single page. */
export function Pagination({ page, previous, next }: { page: number; previous: string | null; next: string | null }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav
      aria-label={t('listing.page', { page })}
      className="mt-12 flex justify-between gap-4 border-t border-line pt-6"
    >
      {previous ? (
        <Link to={previous} rel="prev" className="pill-button">
          ← {t('listing.previous')}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next} rel="next" className="pill-button">
          {t('listing.next')} →
        </Link>
      )}
    </nav>
  );
}
