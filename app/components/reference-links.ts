import { useLocation } from '@remix-run/react';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { calendarPath, glossaryPath, isInSection, regulationsPath } from '~/lib/urls';

export type ReferenceLink = { section: 'regulations' | 'glossary' | 'calendar'; to: string; label: string };

/**
 * The site's reference sections (the regulation register, the glossary, the tax calendar), as every menu lists
 * them: the header's "Lainnya", the phone menu and the footer. `current` is the one the reader is in, if any.
 */
export function useReferenceLinks(lang: Lang): { links: ReferenceLink[]; current: ReferenceLink['section'] | null } {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links: ReferenceLink[] = [
    { section: 'regulations', to: regulationsPath(lang), label: t('regulations.title') },
    { section: 'glossary', to: glossaryPath(lang), label: t('glossary.title') },
    { section: 'calendar', to: calendarPath(lang), label: t('nav.calendar') },
  ];
  const current = links.find((link) => isInSection(pathname, lang, link.section))?.section ?? null;
  return { links, current };
}
