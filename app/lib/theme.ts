/** The three modes a reader can choose; "system" means no cookie and follows the OS. */
export type ThemeMode = 'system' | 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['system', 'light', 'dark'];

/** Where the theme cookie is set: remix-themes' action, also the no-JavaScript form's target. */
export const THEME_ACTION = '/action/set-theme';

/**
 * The header's surface in each theme (--color-surface in styles.css), for the colour a phone's browser gives its
 * toolbar. tests/e2e/theme-color.spec.ts holds the two together.
 */
export const TOOLBAR_COLOR = { light: '#ffffff', dark: '#1c1917' } as const;
