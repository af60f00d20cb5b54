import { Link } from '~/components/link';
import type { Lang } from '~/i18n/config';
import { homePath } from '~/lib/urls';

/** The two-part wordmark: "news" in the ink colour, "tax" in the accent, set apart in weight and colour. */
export function Wordmark({ lang, testId }: { lang: Lang; testId?: string }) {
  return (
    <Link
      to={homePath(lang)}
      className="font-serif text-2xl leading-none tracking-tight no-underline"
      aria-label="newstax"
      data-testid={testId}
    >
      <span className="font-bold text-brand">news</span>
      <span className="rounded-sm bg-accent px-1 font-bold text-page">tax</span>
    </Link>
  );
}
