import { useLocation } from '@remix-run/react';
import { useMemo } from 'react';
import { type Lang, langFromPath } from './config';
import { resources, type Translations } from './resources';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type TranslationKey = Leaves<Translations>;
type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/**
 * The browser's translator: a lookup in the bundled strings of the page's language plus `{{name}}`
 * interpolation. The server renders with the same strings (remix-i18next's getFixedT in loaders reads the
 * same resources), so the two can never disagree. i18next itself stays on the server: shipping it and
 * react-i18next to every reader cost about 17 KB of gzipped JavaScript for these two lookups.
 */
export function translator(lang: Lang): Translate {
  const strings = resources[lang].translation;
  return (key, values) => {
    let node: unknown = strings;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const text = typeof node === 'string' ? node : key;
    return values ? text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match)) : text;
  };
}

/** `t` for the page's language, which the first path segment decides. */
export function useTranslation(): { t: Translate; lang: Lang } {
  const lang = langFromPath(useLocation().pathname);
  return useMemo(() => ({ t: translator(lang), lang }), [lang]);
}
