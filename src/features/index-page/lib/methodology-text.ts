// The rules of calculateIndex in plain words, written from the methodology constants so
// the page can never disagree with the calculation.
import {
  EMPTY_INDEX_VALUE,
  INDEX_BASE,
  PRIMARY_WEIGHT_SHARE,
  SECONDARY_WEIGHT_SHARE,
  type Methodology,
} from '@domain/index-methodology/methodologies';
import { PERFORMANCE_WINDOWS_DAYS } from '@domain/index-methodology/performance';
import { STALE_AFTER_DAYS } from '@/config/market';
import { formatInteger, formatPercent } from '@/lib/format';

export interface MethodologySection {
  title: string;
  items: string[];
}

const pct = (fraction: number) => formatPercent(fraction, 0);
const btc = (value: number) => `${formatInteger(value)} BTC`;

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function eligibilityRules(methodology: Methodology): string[] {
  const holdings =
    methodology.maxBtcExclusive === null
      ? `it holds at least ${btc(methodology.minBtc)}`
      : `it holds at least ${btc(methodology.minBtc)} and fewer than ${btc(methodology.maxBtcExclusive)}`;
  return [
    holdings,
    'the USD value of those holdings is above zero',
    'its market capitalisation is above zero',
    ...(methodology.minRenewablePct === null
      ? []
      : [`it claims at least ${methodology.minRenewablePct}% renewable energy in the power it uses`]),
  ];
}

export function methodologySections(methodology: Methodology): MethodologySection[] {
  const { conviction, exposure, sustainability } = methodology.factorWeights;
  const factors = [
    `${pct(conviction)} conviction — the value of the BTC held as a share of the company's assets (its market capitalisation), min–max scaled across the eligible companies`,
    `${pct(exposure)} exposure — the BTC held, min–max scaled the same way`,
    ...(sustainability > 0
      ? [`${pct(sustainability)} sustainability — the claimed renewable energy share, min–max scaled the same way`]
      : []),
  ];
  const minimumForCap = Math.ceil(100 / methodology.weightCapPct);
  const windows = PERFORMANCE_WINDOWS_DAYS.map((days) => `${days}`);

  return [
    {
      title: 'Eligibility',
      items: [
        `A company is in the index when ${listOf(eligibilityRules(methodology))}.`,
        `If no company qualifies, the index stands at ${formatInteger(EMPTY_INDEX_VALUE)} with no constituents, an effective number of holdings of 0 and a concentration of 1.`,
        'Companies that do not qualify are listed below the table with the reason.',
      ],
    },
    {
      title: 'Scoring',
      items: [
        `Each eligible company gets a composite score: ${listOf(factors)}.`,
        'Min–max scaling maps the lowest value among the eligible companies to 0 and the highest to 100; when all are equal, every company scores 100.',
      ],
    },
    {
      title: 'Weights',
      items: [
        'Weights start in proportion to the composite scores and sum to 100%.',
        `No company may weigh more than ${methodology.weightCapPct}%. Weight above the cap is redistributed to the companies below it, in proportion to their weights, until none exceeds the cap; the weights are then normalised to 100%.`,
        `The cap can only hold with at least ${minimumForCap} eligible companies; with fewer, every company weighs the same.`,
        `Each index weight is also shown split into a primary part (${pct(PRIMARY_WEIGHT_SHARE)}) and a secondary part (${pct(SECONDARY_WEIGHT_SHARE)}).`,
      ],
    },
    {
      title: 'Index value and concentration',
      items: [
        `Index value = ${formatInteger(INDEX_BASE)} × (total USD value of the BTC held ÷ total market capitalisation) of the eligible companies, rounded to two decimals.`,
        'Concentration is the sum of the squared weights (as fractions): 1 when one company is the whole index, lower when weight is spread.',
        'The effective number of holdings is 1 ÷ concentration — how many equally weighted companies would be as concentrated.',
        `${listOf(windows)}-day performance is the change of the index value against the latest stored daily value on or before that many days earlier; it shows — when the history is too short.`,
      ],
    },
    {
      title: 'Data',
      items: [
        'Holdings, market capitalisations and prices carry their own as-of dates and sources, which often differ between companies; each row shows its date and source.',
        `A row whose holdings date is more than ${STALE_AFTER_DAYS} days old is marked stale.`,
        '“Show sources” lists the public documents behind a row’s figures (filings, trackers, the pages a source sync read), each with its date.',
        'A market capitalisation whose sources are weak or conflict is marked “low confidence”. It still counts in the scores and weights like any other, because leaving the company out would misstate the index more than an uncertain market cap does.',
        'USD values use the stored BTC price named above the table.',
      ],
    },
  ];
}
