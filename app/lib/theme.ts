/** Where the theme cookie is set: remix-themes' action, also the no-JavaScript form's target. */
export const THEME_ACTION = '/action/set-theme';
