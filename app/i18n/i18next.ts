import { DEFAULT_LANG, LANGS } from './config';
import { resources } from './resources';

/** Options shared by the server render and the browser; translations are bundled (no filesystem on Workers). */
export const i18nOptions = {
  resources,
  supportedLngs: [...LANGS],
  fallbackLng: DEFAULT_LANG,
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
};
