import { useLocation, useMatches } from '@remix-run/react';
import { type MouseEvent, useEffect, useState } from 'react';
import { Link } from '~/components/link';
import { LANGS, type Lang } from '~/i18n/config';
import { useTranslation } from '~/i18n/translate';
import type { WithAlternates } from '~/lib/articles';
import { homePath, swapLang } from '~/lib/urls';

/**
 * The deepest route that knows better wins; otherwise the same path with the language segment replaced. An
 * error page (its route's loader threw: an unknown slug, a bad filter, the database down) has no counterpart,
 * and the same bad address in the other language is another error: there, the other language's home. The
 * current language's link is the page itself, query and all: without JavaScript, choosing it reloads this page
 * rather than leaving it (a listing's page 2, paired by its first page only, went back to page 1).
 */
function useLanguageTargets(current: Lang): Record<Lang, string> {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  if (matches.at(-1)?.data === undefined) return { id: homePath('id'), en: homePath('en') };
  const known = [...matches]
    .reverse()
    .map((match) => (match.data as WithAlternates | undefined)?.alternates)
    .find(Boolean);
  const targets = { id: known?.id ?? swapLang(pathname, 'id'), en: known?.en ?? swapLang(pathname, 'en') };
  return { ...targets, [current]: pathname + search };
}

/**
 * id / en. A plain link without JavaScript. With it, choosing the current language does nothing, and while
 * a switch navigates the links are disabled and the chosen one shows "..." until the new page is there.
 */
export function LanguageSwitcher({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const targets = useLanguageTargets(lang);
  const location = useLocation();
  const [pending, setPending] = useState<Lang | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location means the switch has landed
  useEffect(() => setPending(null), [location.key]);

  const choose = (event: MouseEvent, target: Lang) => {
    if (target === lang || pending) {
      event.preventDefault();
      return;
    }
    setPending(target);
  };

  return (
    <nav aria-label={t('language.label')} className="lang-switcher">
      <ul className="flex items-center rounded-full border border-line p-0.5 text-sm font-semibold">
        {LANGS.map((option) => {
          const current = option === lang;
          const busy = pending !== null;
          return (
            <li key={option}>
              <Link
                to={targets[option]}
                hrefLang={option}
                lang={option}
                onClick={(event) => choose(event, option)}
                aria-current={current ? 'true' : undefined}
                aria-disabled={busy ? 'true' : undefined}
                data-busy={pending === option || undefined}
                className="lang-option"
                prefetch="intent"
              >
                {pending === option ? t('language.switching') : option.toUpperCase()}
                <span className="sr-only"> ({t(`language.${option}`)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
