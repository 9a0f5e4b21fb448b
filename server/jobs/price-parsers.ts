// Reads the BTC/USD price out of the answers of common public price APIs. Each parser
// returns null when the body is not its shape, so the feed can accept any of them.

export interface ParsedPrice {
  price: number;
  /** Which API shape matched. */
  format: string;
}

type Parser = (body: unknown) => ParsedPrice | null;

const positive = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
};

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** CoinGecko simple price: {"bitcoin":{"usd":91234.5}} */
const coingecko: Parser = (body) => {
  const price = positive(record(record(body)?.bitcoin)?.usd);
  return price ? { price, format: 'coingecko' } : null;
};

/** Coinbase spot price: {"data":{"base":"BTC","currency":"USD","amount":"91234.56"}} */
const coinbase: Parser = (body) => {
  const data = record(record(body)?.data);
  if (
    !data ||
    (data.base !== undefined && data.base !== 'BTC') ||
    (data.currency !== undefined && data.currency !== 'USD')
  )
    return null;
  const price = positive(data.amount);
  return price ? { price, format: 'coinbase' } : null;
};

/** Kraken ticker: {"error":[],"result":{"XXBTZUSD":{"c":["91234.5","0.01"]}}} (last trade price). */
const kraken: Parser = (body) => {
  const result = record(record(body)?.result);
  const pair = result ? record(Object.values(result)[0]) : null;
  const last = pair?.c;
  const price = Array.isArray(last) ? positive(last[0]) : null;
  return price ? { price, format: 'kraken' } : null;
};

/** Binance ticker price: {"symbol":"BTCUSDT","price":"91234.56"} */
const binance: Parser = (body) => {
  const object = record(body);
  if (typeof object?.symbol !== 'string' || !object.symbol.startsWith('BTCUSD')) return null;
  const price = positive(object.price);
  return price ? { price, format: 'binance' } : null;
};

export const PRICE_PARSERS: readonly Parser[] = [coingecko, coinbase, kraken, binance];

export function parsePriceBody(body: unknown): ParsedPrice | null {
  for (const parser of PRICE_PARSERS) {
    const parsed = parser(body);
    if (parsed) return parsed;
  }
  return null;
}

/** One observed price of a range answer. */
export interface RangePoint {
  /** Milliseconds since the epoch (UTC). */
  time: number;
  price: number;
}

/**
 * CoinGecko's market chart range (`/coins/bitcoin/market_chart/range`):
 * {"prices":[[1733011200000, 96400.1], …], "market_caps": …, "total_volumes": …}. Null when
 * the body is not that shape or any point is not a time and a positive price: a range answer
 * is taken whole or not at all.
 */
export function parseRangeBody(body: unknown): RangePoint[] | null {
  const prices = record(body)?.prices;
  if (!Array.isArray(prices)) return null;
  const points: RangePoint[] = [];
  for (const entry of prices) {
    if (!Array.isArray(entry) || entry.length < 2) return null;
    const time = entry[0];
    const price = positive(entry[1]);
    if (typeof time !== 'number' || !Number.isSafeInteger(time) || time <= 0 || price === null) return null;
    points.push({ time, price });
  }
  return points;
}
