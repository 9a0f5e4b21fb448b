// A government's page: its holdings and their USD value at the latest stored price (each
// with as-of date and source), and the holdings change log with a small chart and "Show
// sources". A government has no market cap, shares, mNAV or index membership: none is shown.
import type { Government } from '@domain/schemas/holders';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { caseStudyPath, paths } from '@/config/paths';
import { formatBtc } from '@/lib/format';
import { governmentFigures } from '../lib/company-figures';
import { ChangeLog } from './change-log';
import { SourcesToggle } from './sources-toggle';
import { FigureCard } from './figure-card';
import { PublicDocuments } from './public-documents';
import { HoldingsChart } from './holdings-chart';
import { PageAsOf } from './page-as-of';

/** The case studies about a government, by the government's page slug. */
const CASE_STUDY: Readonly<Record<string, string>> = {
  'united-states': 'us-government',
  'el-salvador': 'el-salvador',
};

export function GovernmentPage({ government }: { government: Government }) {
  const [showSources, setShowSources] = useState(false);
  const primary = government.rows[0]!;
  const figures = governmentFigures(government, primary);
  const caseStudy = CASE_STUDY[government.slug];
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-wrap items-center gap-3">
        <SourcesToggle
          shown={showSources}
          onToggle={() => setShowSources((shown) => !shown)}
          controls="government-figures government-documents government-change-log"
        />
        {caseStudy ? (
          <Link
            className="text-sm font-medium text-accent-strong underline underline-offset-2"
            to={caseStudyPath(caseStudy)}
          >
            Read the case study
          </Link>
        ) : null}
        <Link className="text-sm font-medium text-accent-strong underline underline-offset-2" to={paths.developers}>
          Get this data from the open API
        </Link>
        <PageAsOf holdingsAsOf={primary.asOf} recordUpdated={government.asOf} />
      </div>

      <section aria-labelledby="government-figures-heading" className="flex flex-col gap-4">
        <h2 id="government-figures-heading" className="text-xl font-semibold text-primary">
          Holdings
        </h2>
        <dl id="government-figures" className="grid gap-3 sm:grid-cols-2">
          {figures.map((figure) => (
            <FigureCard key={figure.key} figure={figure} showSources={showSources} />
          ))}
        </dl>
        <div id="government-documents" hidden={!showSources}>
          {showSources ? <PublicDocuments sources={government.sources} /> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          Few governments disclose their Bitcoin: figures come from official statements, court filings, public reporting
          and blockchain analysis, and some are estimates. They are not audited by Vaultmark. Governments are not part
          of the Vaultmark indexes.
        </p>
      </section>

      <section aria-labelledby="government-log-heading" className="flex flex-col gap-4">
        <h2 id="government-log-heading" className="text-xl font-semibold text-primary">
          Holdings change log
        </h2>
        <p className="text-sm text-muted-foreground">
          Every stored change of {government.name}&apos;s holdings, oldest at the bottom: the seed snapshot, then edits
          and imports, with the difference to the entry before. Latest: {formatBtc(primary.btcHoldings, 2)}.
        </p>
        <HoldingsChart name={government.name} changes={government.changeLog} />
        <div id="government-change-log">
          <ChangeLog changes={government.changeLog} showSources={showSources} showIndexType={false} />
        </div>
      </section>
    </div>
  );
}
