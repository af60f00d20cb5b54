import { useLocation } from '@remix-run/react';
import { type FormEvent, useRef } from 'react';
// The provider module alone: the package's index also brings its cookie-session half (Remix's server runtime,
// ~16 KB gzipped) into the browser (docs/decisions/0025).
import { Theme, useTheme } from 'remix-themes/build/theme-provider';
import { useTranslation } from '~/i18n/translate';
import { THEME_ACTION, THEME_MODES, type ThemeMode } from '~/lib/theme';
import { closeOnFocusLeave } from './close-on-focus-leave';

/** The mode a reader chose: remix-themes calls "no cookie" SYSTEM. */
function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [theme, setTheme, { definedBy }] = useTheme();
  const mode: ThemeMode = definedBy === 'SYSTEM' || !theme ? 'system' : theme;
  const choose = (next: ThemeMode) => setTheme(next === 'system' ? null : next === 'dark' ? Theme.DARK : Theme.LIGHT);
  return [mode, choose];
}

/**
 * "Tema: Sistem". A popover with the three modes, each a submit button of a form that posts to the theme
 * action and is redirected back: it works without JavaScript. With JavaScript, remix-themes applies the
 * class at once and saves the cookie in the background.
 */
export function ThemeSwitcher({ id }: { id: string }) {
  const { t } = useTranslation();
  const [mode, choose] = useThemeMode();
  const location = useLocation();
  const menuRef = useRef<HTMLFieldSetElement>(null);
  const menuId = `${id}-menu`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const next = submitter?.value as ThemeMode | undefined;
    if (!next || !THEME_MODES.includes(next)) return;
    event.preventDefault();
    choose(next);
    menuRef.current?.hidePopover();
  };

  return (
    <form method="post" action={THEME_ACTION} onSubmit={onSubmit} className="theme-switcher">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="button" popovertarget={menuId} className="pill-button" data-testid={`${id}-button`}>
        {t('theme.label', { mode: t(`theme.${mode}`) })}
      </button>
      <fieldset
        id={menuId}
        ref={menuRef}
        popover="auto"
        className="theme-menu"
        onBlur={(event) => closeOnFocusLeave(event.currentTarget, event.relatedTarget)}
      >
        <legend className="sr-only">{t('theme.change')}</legend>
        {THEME_MODES.map((option) => (
          <button
            key={option}
            type="submit"
            name="theme"
            value={option}
            aria-pressed={option === mode}
            className="theme-option"
          >
            {t(`theme.${option}`)}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
