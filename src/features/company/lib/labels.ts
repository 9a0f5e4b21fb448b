import type { IndexType } from '@domain/schemas/common';

export const INDEX_TYPE_LABEL: Readonly<Record<IndexType, string>> = {
  bitcoin_treasury: 'Public company',
  green_vault: 'GreenVault candidate',
  bitcoin_etf: 'ETF',
  government_reserve: 'Government',
};
