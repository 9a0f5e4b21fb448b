import { describe, expect, it } from 'vitest';
import { performanceCsv, performanceCsvFilename } from './performance-csv';

describe('performanceCsv', () => {
  it('writes one line per day, each price with its source, and empty cells for what is missing', () => {
    const csv = performanceCsv(
      [
        { date: '2026-06-13', indexValue: 3001, btcPrice: 64_000, btcPriceSource: null },
        { date: '2026-06-14', indexValue: 3012.5, btcPrice: null, btcPriceSource: null },
        { date: '2026-06-15', indexValue: null, btcPrice: 65_000, btcPriceSource: 'CoinGecko, 00:00 UTC' },
      ],
      'Pure Bitcoin Treasury',
    );
    expect(csv).toBe(
      'date,index,index_value,btc_price_usd,btc_price_source\r\n' +
        '2026-06-13,Pure Bitcoin Treasury,3001,64000,\r\n' +
        '2026-06-14,Pure Bitcoin Treasury,3012.5,,\r\n' +
        '2026-06-15,Pure Bitcoin Treasury,,65000,"CoinGecko, 00:00 UTC"\r\n',
    );
  });

  it.each(['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\tTab'])(
    'neutralises a text cell starting like a formula: %j',
    (name) => {
      const row = { date: '2026-06-15', indexValue: -1.5, btcPrice: 1, btcPriceSource: null };
      const line = performanceCsv([row], name).split('\r\n')[1]!;
      const [, cell] = /^2026-06-15,(.*),-1\.5,1,$/.exec(line) ?? [];
      // The text cell gains a leading quote (inside CSV quotes when it needs them);
      // the negative number stays a number.
      expect(cell?.replace(/^"|"$/g, '').replaceAll('""', '"')).toBe(`'${name}`);
    },
  );

  it('names the file after the index, range and last date', () => {
    expect(performanceCsvFilename('green_vault', '90D', '2026-06-15')).toBe('vaultmark-green_vault-90D-2026-06-15.csv');
  });
});
