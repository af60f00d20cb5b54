import { describe, expect, it } from 'vitest';
import { correctionPageStrings } from '~/i18n/strings/correction-pages';
import { type CorrectionEntry, correctionItem, correctionItemText, correctionNotices } from './corrections';
import { correctionsFeedXml } from './rss.server';
import type { ArticleSeoInput } from './seo/meta';
import { articlePageMeta } from './seo/meta';
import { newsArticleJsonLd } from './seo/structured-data';

const SITE = 'https://newstax.test';
const none = { id: null, en: null };

const articleEntry: CorrectionEntry = {
  key: 'article-7',
  kind: 'article',
  publishedAt: '2026-11-28T03:00:00.000Z',
  lang: 'id',
  whatWasWrong: { id: 'Tertulis 2,4%.', en: null },
  whatIsRight: { id: 'Yang benar 2,2%.', en: null },
  subject: { slug: 'ppn-kms', category: 'ppn', name: { id: 'PPN KMS 2,2%', en: null } },
  actor: null,
};

const revocation: CorrectionEntry = {
  key: 'revocation-2-1',
  kind: 'revocation',
  publishedAt: '2023-12-31T17:00:00.000Z',
  lang: null,
  whatWasWrong: none,
  whatIsRight: none,
  subject: { slug: 'pmk-252-2008', category: null, name: { id: 'PMK 252/2008', en: 'PMK 252/2008' } },
  actor: { slug: 'pmk-168-2023', name: 'PMK 168/2023' },
};

describe('an entry of the corrections list', () => {
  it("keeps an article's correction in its own language and address, in either reader's list", () => {
    for (const lang of ['id', 'en'] as const) {
      expect(correctionItem(articleEntry, lang, correctionPageStrings[lang])).toMatchObject({
        href: '/id/ppn/ppn-kms',
        hrefLang: 'id',
        title: 'PPN KMS 2,2%',
        titleLang: 'id',
        text: { text: 'Tertulis 2,4%. Yang benar 2,2%.', lang: 'id' },
        date: { iso: '2026-11-28T03:00:00.000Z', label: '28 November 2026' },
      });
    }
  });

  it("words a revocation around its revoker's link, dated in Jakarta, its designations Indonesian", () => {
    const item = correctionItem(revocation, 'en', correctionPageStrings.en);
    expect(item).toMatchObject({
      href: '/en/regulations/pmk-252-2008',
      titleLang: 'id',
      text: null,
      revocation: {
        before: 'Revoked by ',
        revoker: { href: '/en/regulations/pmk-168-2023', name: 'PMK 168/2023' },
        after: ' with effect from 1 January 2024.',
      },
    });
    expect(correctionItemText(item)).toBe('Revoked by PMK 168/2023 with effect from 1 January 2024.');
    expect(correctionItemText(correctionItem(revocation, 'id', correctionPageStrings.id))).toBe(
      'Dicabut oleh PMK 168/2023, berlaku sejak 1 Januari 2024.',
    );
  });

  it('goes into the feed with its own guid, linking to the page it concerns', () => {
    const items = [articleEntry, revocation].map((entry) => correctionItem(entry, 'id', correctionPageStrings.id));
    const xml = correctionsFeedXml(SITE, 'id', 'Ralat', 'Semua ralat.', items);
    expect(xml).toContain('<guid isPermaLink="false">https://newstax.test/id/ralat#article-7</guid>');
    expect(xml).toContain('<link>https://newstax.test/id/peraturan/pmk-252-2008</link>');
    expect(xml).toContain('<lastBuildDate>Sat, 28 Nov 2026 03:00:00 GMT</lastBuildDate>');
  });
});

describe("an article's corrections", () => {
  const corrections = [
    { publishedAt: '2026-11-21T00:00:00.000Z', whatWasWrong: 'It said A.', whatIsRight: 'It is B.' },
    { publishedAt: '2026-11-28T02:00:00.000Z', whatWasWrong: 'It said 2.4%.', whatIsRight: 'It is 2.2%.' },
  ];
  const article: ArticleSeoInput = {
    slug: 'kms',
    title: 'KMS',
    excerpt: 'e',
    category: 'ppn',
    lang: 'en',
    author: null,
    coverImageUrl: null,
    coverImageAlt: null,
    publishedAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    revisedAt: null,
    corrections,
    counterpart: null,
    isTranslation: false,
  };

  it('are shown dated in the reader’s words, what was wrong then what is right', () => {
    expect(correctionNotices(corrections, 'en')[1]).toEqual({
      iso: '2026-11-28T02:00:00.000Z',
      label: '28 November 2026',
      text: 'It said 2.4%. It is 2.2%.',
    });
  });

  it('are CorrectionComments, newest first, and the newest dates the article’s change', () => {
    const value = newsArticleJsonLd(SITE, article);
    expect(value.dateModified).toBe('2026-11-28T02:00:00.000Z');
    expect(value.correction).toEqual([
      { '@type': 'CorrectionComment', text: 'It said 2.4%. It is 2.2%.', datePublished: '2026-11-28T02:00:00.000Z' },
      { '@type': 'CorrectionComment', text: 'It said A. It is B.', datePublished: '2026-11-21T00:00:00.000Z' },
    ]);
    expect(articlePageMeta(SITE, article)).toContainEqual({
      property: 'article:modified_time',
      content: '2026-11-28T02:00:00.000Z',
    });
    expect(newsArticleJsonLd(SITE, { ...article, corrections: [] })).not.toHaveProperty('correction');
  });
});
