import { useLocation } from '@remix-run/react';
import type { Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import { calendarPath, correctionsPath, glossaryPath, isInSection, kursPath, regulationsPath } from '~/lib/urls';
import { currentMark } from './current-link';
import type { MenuLink } from './menu-links';

export type ReferenceLink = MenuLink & {
  section: 'regulations' | 'glossary' | 'calendar' | 'kurs' | 'corrections';
  /** The link's `aria-current`: `page` on the section's first page, `true` deeper in it. */
  current: 'page' | 'true' | undefined;
};

/**
 * The site's reference sections (the regulation register, the glossary, the tax calendar, the tax exchange
 * rates), as every menu lists
 * them: the header's "Lainnya", the phone menu and the footer. `current` is the one the reader is in, if any.
 * The footer adds the corrections to them (`withCorrections`): where the site says what it changed in them, not a
 * section to look a fact up in, so the header's menus leave it out.
 */
export function useReferenceLinks(
  lang: Lang,
  { withCorrections = false } = {},
): { links: ReferenceLink[]; current: ReferenceLink['section'] | null } {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = [
    { section: 'regulations', to: regulationsPath(lang), label: t('regulations.title') },
    { section: 'glossary', to: glossaryPath(lang), label: t('glossary.title') },
    { section: 'calendar', to: calendarPath(lang), label: t('nav.calendar') },
    { section: 'kurs', to: kursPath(lang), label: t('nav.kurs') },
    ...(withCorrections
      ? [{ section: 'corrections', to: correctionsPath(lang), label: t('nav.corrections') } as const]
      : []),
  ] as const;
  const links = sections.map((link) => ({
    ...link,
    key: link.section,
    current: currentMark(link.to, pathname, isInSection(pathname, lang, link.section)),
  }));
  const current = links.find((link) => link.current)?.section ?? null;
  return { links, current };
}
