import { RemixI18Next } from 'remix-i18next/server';
import { DEFAULT_LANG, LANGS, langFromPath } from './config';
import { i18nOptions } from './i18next';

/** The language comes from the first path segment, never from headers or cookies, so URLs stay cacheable. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGS],
    fallbackLanguage: DEFAULT_LANG,
    findLocale: async (request) => langFromPath(new URL(request.url).pathname),
    order: ['custom'],
  },
  i18next: i18nOptions,
});
