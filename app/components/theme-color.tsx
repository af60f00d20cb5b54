import { Theme, useTheme } from 'remix-themes/build/theme-provider';
import { TOOLBAR_COLOR } from '~/lib/theme';

/**
 * The colour of a phone browser's toolbar, matched to the header in the reader's theme. Following the system it
 * names both, each with its media query, as the stylesheet does; the server and the hydrating browser then
 * render the same, though only the browser knows which one applies.
 */
export function ThemeColor() {
  const [theme, , { definedBy }] = useTheme();
  if (definedBy === 'SYSTEM' || !theme) {
    return (
      <>
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={TOOLBAR_COLOR.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={TOOLBAR_COLOR.dark} />
      </>
    );
  }
  return <meta name="theme-color" content={theme === Theme.DARK ? TOOLBAR_COLOR.dark : TOOLBAR_COLOR.light} />;
}
