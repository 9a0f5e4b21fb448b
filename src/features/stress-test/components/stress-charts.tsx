// The stress test's charts as plain SVG (they print, scale to 375 px and need no chart
// library): a line chart with breach months marked, and a p5–p95 fan with its median. Each
// is an image with a text summary; the month table below holds every figure.

export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  /** A CSS colour. */
  color: string;
  dashed?: boolean;
}

export interface ChartMarker {
  month: number;
  label: string;
}

const WIDTH = 640;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

function extent(values: readonly number[], floorAtZero: boolean): [number, number] {
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (floorAtZero) low = Math.min(0, low);
  if (low === high) high = low + 1;
  return [low, high];
}

function Axes({
  months,
  low,
  high,
  height,
  format,
}: {
  months: number;
  low: number;
  high: number;
  height: number;
  format: (value: number) => string;
}) {
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low)) * (height - PAD.top - PAD.bottom);
  const ticks = [low, (low + high) / 2, high];
  const step = Math.max(1, Math.ceil(months / 6));
  const monthTicks: number[] = [];
  for (let month = 0; month <= months; month += step) monthTicks.push(month);
  const x = (month: number) => PAD.left + (month / Math.max(1, months)) * (WIDTH - PAD.left - PAD.right);
  return (
    <g className="text-muted-foreground" fontSize="11" fill="currentColor">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" opacity="0.2" />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
            {format(tick)}
          </text>
        </g>
      ))}
      {low < 0 && high > 0 ? (
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="currentColor" opacity="0.6" />
      ) : null}
      {monthTicks.map((month) => (
        <text key={month} x={x(month)} y={height - 8} textAnchor="middle">
          {month}
        </text>
      ))}
    </g>
  );
}

/** Month 0 is the start; `values[i]` is month i + 1 unless `startValue` is given for month 0. */
export function LineChart({
  title,
  summary,
  series,
  markers = [],
  height = 200,
  format,
  floorAtZero = false,
}: {
  title: string;
  summary: string;
  series: readonly ChartSeries[];
  markers?: readonly ChartMarker[];
  height?: number;
  format: (value: number) => string;
  floorAtZero?: boolean;
}) {
  const months = Math.max(...series.map((line) => line.values.length));
  const all = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  if (all.length === 0) return null;
  const [low, high] = extent(all, floorAtZero);
  const x = (month: number) => PAD.left + (month / Math.max(1, months)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low)) * (height - PAD.top - PAD.bottom);
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-foreground">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${title}: ${summary}`} className="w-full">
        <Axes months={months} low={low} high={high} height={height} format={format} />
        {markers.map((marker) => (
          <g key={`${marker.label}-${marker.month}`}>
            <line
              x1={x(marker.month)}
              x2={x(marker.month)}
              y1={PAD.top}
              y2={height - PAD.bottom}
              stroke="var(--color-destructive, #b91c1c)"
              strokeDasharray="3 3"
            />
            <title>{`${marker.label}, month ${marker.month}`}</title>
          </g>
        ))}
        {series.map((line) => {
          const points = line.values
            .map((value, index) => (value === null ? null : `${x(index + 1).toFixed(1)},${y(value).toFixed(1)}`))
            .filter(Boolean)
            .join(' ');
          return (
            <polyline
              key={line.label}
              points={points}
              fill="none"
              stroke={line.color}
              strokeWidth="2"
              strokeDasharray={line.dashed ? '6 4' : undefined}
            />
          );
        })}
      </svg>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {series.map((line) => (
          <li key={line.label} className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-0.5 w-4" style={{ backgroundColor: line.color }} />
            {line.label}
          </li>
        ))}
        {markers.length ? (
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-3 w-0 border-l border-dashed border-destructive" />
            Breach
          </li>
        ) : null}
      </ul>
    </figure>
  );
}

export interface FanBand {
  p5: number;
  p50: number;
  p95: number;
}

export function FanChart({
  title,
  summary,
  bands,
  color,
  height = 220,
  format,
}: {
  title: string;
  summary: string;
  bands: readonly FanBand[];
  color: string;
  height?: number;
  format: (value: number) => string;
}) {
  if (bands.length === 0) return null;
  const [low, high] = extent(
    bands.flatMap((band) => [band.p5, band.p95]),
    false,
  );
  const months = bands.length;
  const x = (month: number) => PAD.left + (month / months) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - low) / (high - low)) * (height - PAD.top - PAD.bottom);
  const upper = bands.map((band, index) => `${x(index + 1).toFixed(1)},${y(band.p95).toFixed(1)}`);
  const lower = bands.map((band, index) => `${x(index + 1).toFixed(1)},${y(band.p5).toFixed(1)}`).reverse();
  const median = bands.map((band, index) => `${x(index + 1).toFixed(1)},${y(band.p50).toFixed(1)}`).join(' ');
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-foreground">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={`${title}: ${summary}`} className="w-full">
        <Axes months={months} low={low} high={high} height={height} format={format} />
        <polygon points={[...upper, ...lower].join(' ')} fill={color} opacity="0.2" />
        <polyline points={median} fill="none" stroke={color} strokeWidth="2" />
      </svg>
      <p className="text-xs text-muted-foreground">Shaded: 5th to 95th percentile of the paths; line: the median.</p>
    </figure>
  );
}
