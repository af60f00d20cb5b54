import { Link } from '~/components/link';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';

/** `lang`: the label's language where it differs from the page's. */
type Crumb = { label: string; to?: string; lang?: Lang };

/** Home › Category › Article. The last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={item.to ?? item.label} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.to && index < items.length - 1 ? (
              <Link to={item.to} className="hover:text-accent-ink" lang={item.lang}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink" lang={item.lang}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
