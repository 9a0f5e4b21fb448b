// A stored assessment result: the overall score and level, the scores per area (chart and
// table), the open items and the "to find out" items question by question, recommendations
// for each weak area, and what to do next (print, share, book a consultation about it).
import { ANSWER_LABELS, READINESS_LEVEL_TEXTS, READINESS_THRESHOLDS } from '@domain/assessment/scoring';
import type { AssessmentResult } from '@domain/schemas/assessments';
import { CalendarClock, Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DateTime } from '@/components/data/date-time';
import { CopyLinkButton } from '@/components/copy-link-button';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { consultationAboutResultPath, paths } from '@/config/paths';
import { AreaScoreChart } from './area-score-chart';

type OpenItem = AssessmentResult['openItems'][number];

function ItemsByArea({ items, areas }: { items: readonly OpenItem[]; areas: AssessmentResult['areas'] }) {
  return (
    <div className="flex flex-col gap-4">
      {areas
        .filter((area) => items.some((item) => item.areaId === area.areaId))
        .map((area) => (
          <div key={area.areaId} data-print="avoid-break">
            <h3 className="font-semibold text-foreground">{area.title}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-6">
              {items
                .filter((item) => item.areaId === area.areaId)
                .map((item) => (
                  <li key={item.questionId}>
                    {item.question} <span className="text-muted-foreground">— {ANSWER_LABELS[item.answer]}</span>
                  </li>
                ))}
            </ul>
          </div>
        ))}
    </div>
  );
}

export function AssessmentResultView({ result }: { result: AssessmentResult }) {
  const level = READINESS_LEVEL_TEXTS[result.level];
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;
  const titleOf = (areaId: string) => result.areas.find((area) => area.areaId === areaId)?.title ?? areaId;
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="result-summary" className="grid gap-6 md:grid-cols-[auto_1fr] md:items-center">
        <div className="rounded-xl border border-border bg-card p-6 text-center">
          <p className="text-sm font-medium text-muted-foreground">Overall score</p>
          <p className="text-5xl font-bold text-primary" data-testid="overall-score">
            {result.overall}
            <span className="text-lg font-medium text-muted-foreground"> / 100</span>
          </p>
        </div>
        <div>
          <h2 id="result-summary" className="text-2xl font-semibold text-primary">
            Readiness level: <span data-testid="readiness-level">{level.label}</span>
          </h2>
          <p className="mt-2 text-muted-foreground">{level.summary}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            Taken <DateTime value={result.createdAt} />. Ready to decide means an overall score of{' '}
            {READINESS_THRESHOLDS.readyOverall} or more with no area below {READINESS_THRESHOLDS.readyEveryArea};
            developing, {READINESS_THRESHOLDS.developingOverall} or more. An area below{' '}
            {READINESS_THRESHOLDS.weakAreaBelow} is weak.
          </p>
        </div>
      </section>

      <div className="flex flex-wrap gap-3" data-print="hide">
        <Button asChild variant="accent">
          <Link to={consultationAboutResultPath(result.token)}>
            <CalendarClock aria-hidden="true" />
            Book a consultation about these results
          </Link>
        </Button>
        <Button type="button" variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print the report
        </Button>
        <CopyLinkButton url={shareUrl} label="Copy the private link" />
        <Button asChild variant="outline">
          <Link to={paths.treasuryStressTest}>Stress-test a treasury plan</Link>
        </Button>
      </div>

      <section aria-labelledby="result-areas" data-print="avoid-break">
        <h2 id="result-areas" className="mb-4 text-xl font-semibold text-primary">
          Scores per area
        </h2>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <AreaScoreChart areas={result.areas} />
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Area</TableHead>
                <TableHead scope="col" className="text-right">
                  Score
                </TableHead>
                <TableHead scope="col">Answers</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.areas.map((area) => (
                <TableRow key={area.areaId}>
                  <TableCell className="font-medium">
                    {area.title}
                    {area.weak ? <span className="ml-2 text-xs font-semibold text-accent-strong">weak</span> : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{area.score}</TableCell>
                  <TableCell className="text-xs text-muted-foreground">
                    {(['yes', 'partly', 'no', 'not_sure'] as const)
                      .filter((answer) => (area.answerCounts[answer] ?? 0) > 0)
                      .map((answer) => `${ANSWER_LABELS[answer]} ${area.answerCounts[answer]}`)
                      .join(' · ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </section>

      <section aria-labelledby="result-open-items">
        <h2 id="result-open-items" className="mb-2 text-xl font-semibold text-primary">
          Open items
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Every question answered “partly” or “no”: what to resolve before capital is committed.
        </p>
        {result.openItems.length > 0 ? (
          <ItemsByArea items={result.openItems} areas={result.areas} />
        ) : (
          <p>No open items: every question was answered “yes” or “not sure”.</p>
        )}
      </section>

      <section aria-labelledby="result-find-out">
        <h2 id="result-find-out" className="mb-2 text-xl font-semibold text-primary">
          To find out
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Questions answered “not sure”. They score like “no”, but the first step is to find the answer.
        </p>
        {result.toFindOut.length > 0 ? (
          <ItemsByArea items={result.toFindOut} areas={result.areas} />
        ) : (
          <p>Nothing to find out: every question had a definite answer.</p>
        )}
      </section>

      <section aria-labelledby="result-recommendations">
        <h2 id="result-recommendations" className="mb-4 text-xl font-semibold text-primary">
          Recommendations
        </h2>
        {result.recommendations.length > 0 ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {result.recommendations.map((recommendation) => (
              <article
                key={recommendation.areaId}
                className="rounded-xl border border-border bg-card p-5"
                data-print="avoid-break"
              >
                <h3 className="font-semibold text-primary">{titleOf(recommendation.areaId)}</h3>
                <p className="mt-2 text-sm leading-6">{recommendation.advice}</p>
                <ul className="mt-3 space-y-2 text-sm">
                  {recommendation.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} className="font-medium text-accent-strong underline underline-offset-4">
                        {link.label}
                      </Link>
                      <span className="text-muted-foreground"> — {link.description}</span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        ) : (
          <p>No area scored below {READINESS_THRESHOLDS.weakAreaBelow}, so there are no area recommendations.</p>
        )}
      </section>
    </div>
  );
}
