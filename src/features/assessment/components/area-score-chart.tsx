// Scores per area as a small horizontal bar chart in plain SVG (no chart library): one bar
// per area on a 0–100 scale, the weak-area threshold marked. The same figures are in the
// table beside it, so the chart itself is one image with a text alternative.
import { READINESS_THRESHOLDS } from '@domain/assessment/scoring';
import type { AssessmentResult } from '@domain/schemas/assessments';

const ROW = 36;
const LABEL_WIDTH = 0;
const WIDTH = 320;
const BAR_HEIGHT = 18;

export function AreaScoreChart({ areas }: { areas: AssessmentResult['areas'] }) {
  const height = areas.length * ROW + 20;
  const x = (score: number) => LABEL_WIDTH + (score / 100) * (WIDTH - LABEL_WIDTH - 40);
  const threshold = x(READINESS_THRESHOLDS.weakAreaBelow);
  const description = areas.map((area) => `${area.title}: ${area.score} of 100`).join('; ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-md"
      role="img"
      aria-label={`Scores per area. ${description}.`}
      data-testid="area-score-chart"
    >
      {areas.map((area, index) => {
        const y = index * ROW + 6;
        return (
          <g key={area.areaId}>
            <rect x={LABEL_WIDTH} y={y} width={x(100) - LABEL_WIDTH} height={BAR_HEIGHT} rx={3} fill="#e2e8f0" />
            <rect
              x={LABEL_WIDTH}
              y={y}
              width={Math.max(0, x(area.score) - LABEL_WIDTH)}
              height={BAR_HEIGHT}
              rx={3}
              fill={area.weak ? '#b45309' : '#0b1f3a'}
            />
            <text x={x(100) + 6} y={y + BAR_HEIGHT - 4} fontSize={13} fill="#0f172a">
              {area.score}
            </text>
            <text x={LABEL_WIDTH} y={y + BAR_HEIGHT + 13} fontSize={11} fill="#475569">
              {area.title}
            </text>
          </g>
        );
      })}
      <line
        x1={threshold}
        x2={threshold}
        y1={0}
        y2={height - 14}
        stroke="#475569"
        strokeDasharray="3 3"
        strokeWidth={1}
      />
      <text x={threshold} y={height - 2} fontSize={10} fill="#475569" textAnchor="middle">
        {READINESS_THRESHOLDS.weakAreaBelow}
      </text>
    </svg>
  );
}
