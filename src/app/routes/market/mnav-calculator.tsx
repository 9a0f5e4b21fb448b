// The mNAV Calculator: the calculator itself (state in the URL, shareable), then what mNAV
// is and why the dates of its inputs matter.
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';
import { MnavCalculator } from '@/features/mnav/components/mnav-calculator';

function Formula({ children }: { children: React.ReactNode }) {
  return (
    <p className="overflow-x-auto rounded-lg border border-border bg-muted px-4 py-3 font-mono text-sm not-italic text-foreground">
      {children}
    </p>
  );
}

export function Component() {
  return (
    <PageContainer className="py-10">
      <PageHeader
        eyebrow="Market Intelligence"
        title="mNAV Calculator"
        description="mNAV compares what the market pays for a Bitcoin treasury company with the value of the Bitcoin it holds. Enter figures or start from a stored company; results update as you type, and the link keeps every input."
      />
      <MnavCalculator />
      <Prose className="mt-12">
        <h2>About mNAV</h2>
        <h3>Basic mNAV</h3>
        <Formula>mNAV = market capitalisation ÷ (BTC held × BTC price)</Formula>
        <p>
          Above 1, the market values the company at a premium to its Bitcoin; below 1, at a discount. The premium or
          discount reflects everything else the market sees in the company: its operating business, its ability to raise
          capital, its debt and its risks.
        </p>
        <h3>Enterprise-value mNAV</h3>
        <Formula>EV mNAV = (market capitalisation + debt + preferred stock − cash) ÷ (BTC held × BTC price)</Formula>
        <p>
          Companies that fund purchases with convertible notes or preferred stock can look cheap on basic mNAV and
          expensive on enterprise value, so both are worth reading.
        </p>
        <h3>Per share and days to cover</h3>
        <Formula>BTC per share = BTC held ÷ shares outstanding</Formula>
        <p>
          Days to cover estimates how long a company needs to add enough Bitcoin for its market cap to equal the value
          of its holdings (mNAV 1), either at a steady number of BTC a day or at a steady daily growth of BTC per share
          (its BTC yield). Both assume the share price and BTC price stand still, which they never do: read them as a
          measure of the premium, not a forecast.
        </p>
        <h3>Dates matter</h3>
        <p>
          Holdings, market capitalisation and debt are reported at different times. An mNAV built from a holdings figure
          in June and a market capitalisation from February mixes two moments, so always check the date of each input
          before comparing companies.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          { label: 'Pure Bitcoin Treasury Index', to: paths.bitcoinTreasury, description: 'Holdings and weights.' },
          {
            label: 'Treasury Stress Test',
            to: paths.treasuryStressTest,
            description: 'What a drawdown does to cash and loans.',
          },
          { label: 'Case Study: Strategy', to: '/case-study/strategy', description: 'The largest corporate holder.' },
          { label: 'Glossary', to: paths.glossary, description: 'NAV, premium and other terms.' },
        ]}
      />
      <p className="mt-8 text-sm text-muted-foreground">
        Educational material, not investment advice. See the{' '}
        <Link className="font-medium text-accent-strong underline" to={paths.educationalDisclaimer}>
          educational disclaimer
        </Link>
        .
      </p>
    </PageContainer>
  );
}
