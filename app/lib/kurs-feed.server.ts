import MarkdownIt from 'markdown-it';
import type { Lang } from '~/i18n/config';
import { fill } from '~/i18n/strings/calendar-pages';
import { kursPageStrings } from '~/i18n/strings/kurs-pages';
import { formatDate } from './dates';
import { formatDecimal } from './decimal';
import { changeOf, currencyOf, type KursContext, type KursWeek, kmkText, rateValue } from './kurs';
import { buildRssFeed } from './rss.server';
import { feedTitle } from './site';
import { absoluteUrl, canonicalUrl, kursFeedPath, kursPath } from './urls';

/** The RSS feed of kurs pajak weeks: one item a week, newest first, its whole table in the item. */

/** Items in the feed; the query asks for one more, so the oldest item's changes can be shown too. */
export const KURS_FEED_SIZE = 20;

const { escapeHtml } = new MarkdownIt().utils;

function weekTable(week: KursWeek, previous: KursWeek | null, context: KursContext, lang: Lang): string {
  const labels = kursPageStrings[lang];
  const rows = week.rates.map((rate) => {
    const currency = currencyOf(context, rate.code);
    const change = changeOf(week, previous, rate.code);
    const name = `${currency?.name[lang] ?? rate.code} (${rate.code})${currency && currency.unit !== 1 ? `, ${fill(labels.perUnit, { unit: String(currency.unit), code: rate.code })}` : ''}`;
    return `<tr><th scope="row">${escapeHtml(name)}</th><td>${formatDecimal(rateValue(rate), lang)}</td><td>${change ? formatDecimal(change, lang, { signed: true }) : '–'}</td></tr>`;
  });
  return (
    `<p>${escapeHtml(labels.kmk)}: ${escapeHtml(week.kmk ?? labels.kmkMissing)}. ${escapeHtml(labels.valid)}: ${formatDate(week.validFrom, lang)} – ${formatDate(week.validTo, lang)}. ` +
    `${escapeHtml(labels.source)}: <a href="${escapeHtml(week.sourceUrl)}">${escapeHtml(week.sourceName)}</a>, ${escapeHtml(labels.checked.toLowerCase())} ${formatDate(week.checkedOn, lang)}.</p>` +
    (week.sourceNote ? `<p>${escapeHtml(labels.sourceNote)}: ${escapeHtml(week.sourceNote)}</p>` : '') +
    `<table><thead><tr><th>${escapeHtml(labels.currency)}</th><th>${escapeHtml(labels.value)}</th><th>${escapeHtml(labels.change)}</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

export function kursFeedXml(siteUrl: string, lang: Lang, weeks: KursWeek[], context: KursContext): string {
  const labels = kursPageStrings[lang];
  return buildRssFeed(
    {
      title: feedTitle(labels.title),
      link: canonicalUrl(siteUrl, kursPath(lang)),
      description: labels.feedDescription,
      language: lang,
      selfUrl: absoluteUrl(siteUrl, kursFeedPath(lang)),
      lastBuildDate: context.changedAt ? new Date(context.changedAt) : new Date(0),
    },
    weeks.slice(0, KURS_FEED_SIZE).map((week, index) => ({
      title: fill(labels.feedItem, {
        from: formatDate(week.validFrom, lang),
        to: formatDate(week.validTo, lang),
        kmk: kmkText(week.kmk, labels),
      }),
      link: absoluteUrl(siteUrl, kursPath(lang, { date: week.validFrom })),
      description: weekTable(week, weeks[index + 1] ?? null, context, lang),
      pubDate: new Date(week.enteredAt),
    })),
  );
}
