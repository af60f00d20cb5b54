import { Link } from '~/components/link';
import { langWhereOther } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { keepTogether } from '~/lib/keep-together';
import type { RegulationRef } from '~/lib/regulations';
import { StatusBadge } from './status-badge';

/**
 * A regulation named on another page: its designation as a link, its status in words, and its title if known.
 * A designation is Indonesian as written ("Undang-Undang Nomor 7 Tahun 2021") on pages in either language.
 */
export function RegulationLink({ regulation, strong = false }: { regulation: RegulationRef; strong?: boolean }) {
  const { lang, t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link
        to={regulation.href}
        className={`${strong ? 'font-semibold ' : ''}text-accent-ink underline`}
        lang={langWhereOther('id', lang)}
      >
        {keepTogether(regulation.designation)}
      </Link>
      <StatusBadge status={regulation.status} />
      {regulation.title && (
        <span className="basis-full text-sm text-muted">
          {regulation.titleLang !== lang && `${t('regulations.untranslatedTitle')} `}
          <span lang={langWhereOther(regulation.titleLang, lang)}>{keepTogether(regulation.title)}</span>
        </span>
      )}
    </span>
  );
}
