// The mNAV Calculator: what mNAV is and how it is calculated.
import type * as React from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '@/components/layout/page-container';
import { PageHeader } from '@/components/layout/page-header';
import { Prose } from '@/components/layout/prose';
import { RelatedLinks } from '@/components/layout/related-links';
import { paths } from '@/config/paths';

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
        description="mNAV compares what the market pays for a Bitcoin treasury company with the value of the Bitcoin it holds. This page sets out how it is calculated from holdings, the BTC price, market capitalisation and the capital structure."
      />
      <Prose>
        <h2>Basic mNAV</h2>
        <Formula>mNAV = market capitalisation ÷ (BTC held × BTC price)</Formula>
        <p>
          Above 1, the market values the company at a premium to its Bitcoin; below 1, at a discount. The premium or
          discount reflects everything else the market sees in the company: its operating business, its ability to raise
          capital, its debt and its risks.
        </p>
        <h2>Enterprise-value mNAV</h2>
        <Formula>EV mNAV = (market capitalisation + debt + preferred stock − cash) ÷ (BTC held × BTC price)</Formula>
        <p>
          Companies that fund purchases with convertible notes or preferred stock can look cheap on basic mNAV and
          expensive on enterprise value, so both are worth reading.
        </p>
        <h2>Per share</h2>
        <Formula>BTC per share = BTC held ÷ shares outstanding</Formula>
        <h2>Dates matter</h2>
        <p>
          Holdings, market capitalisation and debt are reported at different times. An mNAV built from a holdings figure
          in June and a market capitalisation from February mixes two moments, so always check the date of each input
          before comparing companies.
        </p>
      </Prose>
      <RelatedLinks
        links={[
          { label: 'Pure Bitcoin Treasury Index', to: paths.bitcoinTreasury, description: 'Holdings and weights.' },
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
