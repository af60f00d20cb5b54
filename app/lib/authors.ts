import type { Lang } from '~/i18n/config';

/** An author as a byline needs them: the name, and the slug of their page. */
export type AuthorRef = { slug: string; name: string };

/** An author's page: role and bio (Markdown) in each language, null where unknown, and public profile links. */
export type AuthorProfile = AuthorRef & {
  role: Record<Lang, string | null>;
  bio: Record<Lang, string | null>;
  /** https URLs. */
  links: string[];
  updatedAt: string;
};

/** What a profile link shows: its host without "www." (linkedin.com, x.com). */
export function linkLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
