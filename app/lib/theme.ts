/** The three modes a reader can choose; "system" means no cookie and follows the OS. */
export type ThemeMode = 'system' | 'light' | 'dark';

export const THEME_MODES: readonly ThemeMode[] = ['system', 'light', 'dark'];

/** Where the theme cookie is set: remix-themes' action, also the no-JavaScript form's target. */
export const THEME_ACTION = '/action/set-theme';
