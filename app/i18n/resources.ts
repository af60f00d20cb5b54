import { en } from './strings/en';
import { id } from './strings/id';

export type { Translations } from './strings/id';

/** Every UI string in both languages, bundled (a Worker has no filesystem). */
export const resources = {
  id: { translation: id },
  en: { translation: en },
} as const;
