import type { KursChartView } from '~/lib/kurs-chart';

/**
 * The chart the server drew (lib/kurs-chart.ts): an image with its title and a summary for screen readers; the
 * table below it holds every figure. Colours come from the theme, so it reads in light and dark alike.
 */
export function RateChart({ chart }: { chart: KursChartView }) {
  return (
    <figure className="mt-6">
      <svg
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        role="img"
        aria-labelledby="kurs-chart-title kurs-chart-summary"
        className="kurs-chart"
      >
        <title id="kurs-chart-title">{chart.title}</title>
        <desc id="kurs-chart-summary">{chart.summary}</desc>
        {chart.grid.map((line) => (
          <g key={line.y}>
            <line className="grid" x1="84" x2={chart.width - 12} y1={line.y} y2={line.y} />
            <text x="78" y={line.y + 4} textAnchor="end">
              {line.label}
            </text>
          </g>
        ))}
        {chart.ticks.map((tick) => (
          <text key={tick.x} x={tick.x} y={chart.height - 8} textAnchor="middle">
            {tick.label}
          </text>
        ))}
        <path className="line" d={chart.path} />
      </svg>
      <figcaption className="mt-2 text-sm text-muted">
        {chart.summary}
        {chart.gaps && ` ${chart.gaps}`}
      </figcaption>
    </figure>
  );
}
