// The published rules of each Vaultmark index, as named constants. The index pages state
// these in words by importing them; calculateIndex applies them.
import { routePaths, type RouteId } from '../routes.ts';

export const INDEX_IDS = ['bitcoin_treasury', 'bitcoin_treasury_starter', 'green_vault'] as const;
export type IndexId = (typeof INDEX_IDS)[number];

/** Index value = INDEX_BASE × (Σ BTC value / Σ market cap) of the eligible set. */
export const INDEX_BASE = 4500;
/** Index value when no constituent is eligible. */
export const EMPTY_INDEX_VALUE = 100;
/** Shares of each constituent's index weight reported as primary and secondary weight. */
export const PRIMARY_WEIGHT_SHARE = 0.7;
export const SECONDARY_WEIGHT_SHARE = 0.3;

export interface FactorWeights {
  /** BTC value as a share of assets (market cap), min-max scaled. */
  conviction: number;
  /** BTC held, min-max scaled. */
  exposure: number;
  /** Renewable energy share, min-max scaled (GreenVault only). */
  sustainability: number;
}

export interface Methodology {
  id: IndexId;
  name: string;
  /** The page registry's id of the page the index is shown on (domain/routes.ts). */
  page: RouteId;
  /** treasury_constituents.index_type the index draws its rows from. */
  sourceIndexType: 'bitcoin_treasury' | 'green_vault';
  /** Minimum BTC held to be eligible (inclusive). */
  minBtc: number;
  /** Upper bound on BTC held (exclusive), for the starter index; null when none. */
  maxBtcExclusive: number | null;
  /** Minimum renewable energy share in percent (inclusive); null when not required. */
  minRenewablePct: number | null;
  /** Largest weight one constituent may have, in percent. */
  weightCapPct: number;
  factorWeights: FactorWeights;
}

export const PURE_BITCOIN_TREASURY_MIN_BTC = 3000;
export const STARTER_MIN_BTC = 100;
export const STARTER_MAX_BTC_EXCLUSIVE = 3000;
export const GREEN_VAULT_MIN_BTC = 500;
export const GREEN_VAULT_MIN_RENEWABLE_PCT = 50;
export const TREASURY_WEIGHT_CAP_PCT = 15;
export const GREEN_VAULT_WEIGHT_CAP_PCT = 25;

export const TREASURY_FACTOR_WEIGHTS: FactorWeights = { conviction: 0.7, exposure: 0.3, sustainability: 0 };
export const GREEN_VAULT_FACTOR_WEIGHTS: FactorWeights = { conviction: 0.4, exposure: 0.2, sustainability: 0.4 };

export const methodologies: Readonly<Record<IndexId, Methodology>> = {
  bitcoin_treasury: {
    id: 'bitcoin_treasury',
    page: 'bitcoinTreasury',
    name: 'Pure Bitcoin Treasury',
    sourceIndexType: 'bitcoin_treasury',
    minBtc: PURE_BITCOIN_TREASURY_MIN_BTC,
    maxBtcExclusive: null,
    minRenewablePct: null,
    weightCapPct: TREASURY_WEIGHT_CAP_PCT,
    factorWeights: TREASURY_FACTOR_WEIGHTS,
  },
  bitcoin_treasury_starter: {
    id: 'bitcoin_treasury_starter',
    page: 'bitcoinTreasuryStarter',
    name: 'Bitcoin Treasury Starter',
    sourceIndexType: 'bitcoin_treasury',
    minBtc: STARTER_MIN_BTC,
    maxBtcExclusive: STARTER_MAX_BTC_EXCLUSIVE,
    minRenewablePct: null,
    weightCapPct: TREASURY_WEIGHT_CAP_PCT,
    factorWeights: TREASURY_FACTOR_WEIGHTS,
  },
  green_vault: {
    id: 'green_vault',
    page: 'greenVaultIndex',
    name: 'GreenVault ESG',
    sourceIndexType: 'green_vault',
    minBtc: GREEN_VAULT_MIN_BTC,
    maxBtcExclusive: null,
    minRenewablePct: GREEN_VAULT_MIN_RENEWABLE_PCT,
    weightCapPct: GREEN_VAULT_WEIGHT_CAP_PCT,
    factorWeights: GREEN_VAULT_FACTOR_WEIGHTS,
  },
};

/** The path of the page an index is shown on. */
export function indexPagePath(id: IndexId): string {
  return routePaths[methodologies[id].page];
}

export function isIndexId(value: string): value is IndexId {
  return (INDEX_IDS as readonly string[]).includes(value);
}
