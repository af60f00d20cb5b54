import { RemixI18Next } from 'remix-i18next/server';
import { DEFAULT_LANG, LANGS, langFromPath } from './config';
import { resources } from './resources';

/**
 * remix-i18next for loaders and `meta` on the server. The browser does not load i18next: it looks strings up in
 * the same bundled resources (translate.ts, docs/decisions/0014). Translations are bundled modules, since a
 * Worker has no filesystem. The language comes from the first path segment, never from headers or cookies, so
 * URLs stay cacheable.
 */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGS],
    fallbackLanguage: DEFAULT_LANG,
    findLocale: async (request) => langFromPath(new URL(request.url).pathname),
    order: ['custom'],
  },
  i18next: {
    resources,
    supportedLngs: [...LANGS],
    fallbackLng: DEFAULT_LANG,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
  },
});
