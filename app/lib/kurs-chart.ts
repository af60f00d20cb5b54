import type { Lang } from '~/i18n/config';
import { fill } from '~/i18n/strings/calendar-pages';
import { kursPageStrings } from '~/i18n/strings/kurs-pages';
import { addDays, civilTime } from './calendar';
import { formatDate } from './dates';
import { type Decimal, formatDecimal, parseDecimal } from './decimal';
import type { WeekSpan } from './kurs';

/**
 * A currency's weekly rate as an SVG line chart, computed on the server: the page receives the path and the
 * axis labels, so the browser runs no charting code. Positions are drawing coordinates (floats are fine there);
 * every figure a reader reads stays an exact decimal. Weeks that are not recorded are gaps in the line.
 */

export type ChartWeek = WeekSpan & { value: string };

export type KursChartView = {
  width: number;
  height: number;
  title: string;
  summary: string;
  gaps: string | null;
  /** One SVG path: a move to the start of each run of consecutive weeks, lines within it. */
  path: string;
  grid: { y: number; label: string }[];
  ticks: { x: number; label: string }[];
};

const WIDTH = 720;
const HEIGHT = 260;
const PLOT = { left: 84, right: WIDTH - 12, top: 12, bottom: HEIGHT - 28 };
/** At most this many points per run: twenty years of weeks would otherwise send 1,050 of them. */
const MAX_POINTS = 600;

type Point = { time: number; cents: number; index: number };

const cents = (week: ChartWeek) => Number((parseDecimal(week.value) as Decimal).units);

/** Splits the weeks into runs of consecutive weeks. */
function runs(weeks: ChartWeek[]): ChartWeek[][] {
  const all: ChartWeek[][] = [];
  for (const week of weeks) {
    const run = all.at(-1);
    const last = run?.at(-1);
    if (run && last && addDays(last.validTo, 1) === week.validFrom) run.push(week);
    else all.push([week]);
  }
  return all;
}

/** Each bucket of `size` weeks drawn by its lowest and highest week, in time order, so no peak is lost. */
function thinned(points: Point[], size: number): Point[] {
  if (size <= 1) return points;
  const kept: Point[] = [];
  for (let start = 0; start < points.length; start += size) {
    const bucket = points.slice(start, start + size);
    const low = bucket.reduce((a, b) => (b.cents < a.cents ? b : a));
    const high = bucket.reduce((a, b) => (b.cents > a.cents ? b : a));
    kept.push(...(low.index === high.index ? [low] : low.index < high.index ? [low, high] : [high, low]));
  }
  return kept;
}

const money = (units: number, lang: Lang) => formatDecimal({ units: BigInt(Math.round(units)), scale: 2 }, lang);

export function kursChart(code: string, weeks: ChartWeek[], lang: Lang): KursChartView | null {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return null;
  const labels = kursPageStrings[lang];
  const points: Point[] = weeks.map((week, index) => ({
    time: civilTime(week.validFrom) ?? 0,
    cents: cents(week),
    index,
  }));
  const low = points.reduce((a, b) => (b.cents < a.cents ? b : a));
  const high = points.reduce((a, b) => (b.cents > a.cents ? b : a));
  const [t0, t1] = [points[0]?.time ?? 0, points.at(-1)?.time ?? 0];
  const spread = high.cents - low.cents || Math.max(1, high.cents * 0.01);
  const [v0, v1] = [low.cents - spread * 0.05, high.cents + spread * 0.05];
  const x = (time: number) =>
    t1 === t0 ? (PLOT.left + PLOT.right) / 2 : PLOT.left + ((time - t0) / (t1 - t0)) * (PLOT.right - PLOT.left);
  const y = (value: number) => PLOT.bottom - ((value - v0) / (v1 - v0)) * (PLOT.bottom - PLOT.top);
  const at = (value: number) => value.toFixed(1);
  const size = Math.ceil(weeks.length / MAX_POINTS);
  const consecutive = runs(weeks);
  let offset = 0;
  const path = consecutive
    .map((run) => {
      const own = thinned(points.slice(offset, offset + run.length), size);
      offset += run.length;
      const [head, ...rest] = own;
      if (!head) return '';
      // A lone week is a short dash, so it shows.
      const tail = rest.length > 0 ? rest.map((p) => `L${at(x(p.time))} ${at(y(p.cents))}`).join('') : 'h2';
      return `M${at(x(head.time))} ${at(y(head.cents))}${tail}`;
    })
    .join('');
  const grid = [0, 1, 2, 3].map((step) => {
    const value = v0 + ((v1 - v0) * (step + 0.5)) / 4;
    return { y: Number(at(y(value))), label: money(value, lang) };
  });
  const firstYear = Number(first.validFrom.slice(0, 4));
  const lastYear = Number(last.validFrom.slice(0, 4));
  const every = Math.max(1, Math.ceil((lastYear - firstYear + 1) / 8));
  const ticks =
    lastYear > firstYear
      ? Array.from({ length: lastYear - firstYear }, (_, i) => firstYear + 1 + i)
          .filter((year) => (year - firstYear) % every === 0)
          .map((year) => ({ x: Number(at(x(civilTime(`${year}-01-01`) ?? t0))), label: String(year) }))
      : [
          { x: Number(at(x(t0))), label: formatDate(first.validFrom, lang) },
          ...(t1 > t0 ? [{ x: Number(at(x(t1))), label: formatDate(last.validFrom, lang) }] : []),
        ];
  const date = (point: Point) => formatDate(weeks[point.index]?.validFrom ?? first.validFrom, lang);
  const value = (point: Point) => formatDecimal(parseDecimal(weeks[point.index]?.value ?? '0') as Decimal, lang);
  const lastPoint = points.at(-1) as Point;
  return {
    width: WIDTH,
    height: HEIGHT,
    title: fill(labels.chartTitle, {
      code,
      from: formatDate(first.validFrom, lang),
      to: formatDate(last.validTo, lang),
    }),
    summary: fill(labels.chartSummary, {
      min: value(low),
      minDate: date(low),
      max: value(high),
      maxDate: date(high),
      last: value(lastPoint),
      lastDate: date(lastPoint),
    }),
    gaps: consecutive.length > 1 ? labels.chartGaps : null,
    path,
    grid,
    ticks,
  };
}
