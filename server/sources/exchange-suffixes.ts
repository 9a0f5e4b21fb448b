// Exchange suffixes of a listed symbol (MSTR.US, 3350.T, 0434.HK) and the exchanges the
// stored rows name for them (their `exchange` column, one or several joined by " / ").
// A source's symbol matches a stored row when the tickers are equal and the row's exchange
// is one the suffix stands for — or when the row stores the suffixed symbol itself.

/** The one mapping of suffix → exchange names (as the seed writes them). */
export const EXCHANGES_BY_SUFFIX: Readonly<Record<string, readonly string[]>> = {
  US: ['Nasdaq', 'NYSE', 'NYSE American', 'Cboe US', 'OTC Markets', 'OTC'],
  T: ['Tokyo Stock Exchange'],
  HK: ['HKEX'],
  SA: ['B3 (Brazil)'],
  DE: ['Xetra / Frankfurt', 'Xetra', 'Frankfurt'],
  F: ['Xetra / Frankfurt', 'Frankfurt'],
  PA: ['Euronext Paris', 'Euronext Growth Paris'],
  AS: ['Euronext Amsterdam'],
  L: ['London Stock Exchange', 'Aquis (UK)'],
  AQ: ['Aquis (UK)'],
  OL: ['Oslo Bors'],
  ST: ['Nasdaq Stockholm', 'Nordic Growth Market (Sweden)'],
  TO: ['TSX'],
  V: ['TSX Venture', 'TSXV'],
  NE: ['Cboe Canada'],
  AX: ['ASX'],
  TA: ['TASE'],
};

/** Splits a source symbol at its last dot: MSTR.US → { ticker: MSTR, suffix: US }. */
export function splitSymbol(symbol: string): { ticker: string; suffix: string | null } {
  const dot = symbol.lastIndexOf('.');
  if (dot <= 0 || dot === symbol.length - 1) return { ticker: symbol.toUpperCase(), suffix: null };
  return { ticker: symbol.slice(0, dot).toUpperCase(), suffix: symbol.slice(dot + 1).toUpperCase() };
}

/** Whether a stored exchange text ("Nasdaq / TSX") names an exchange the suffix stands for. */
export function exchangeMatches(stored: string | null, suffix: string): boolean {
  const names = EXCHANGES_BY_SUFFIX[suffix];
  if (!stored || !names) return false;
  const listed = stored.split('/').map((part) => part.trim().toLowerCase());
  const wanted = names.map((name) => name.toLowerCase());
  return listed.some((name) => wanted.includes(name)) || wanted.includes(stored.trim().toLowerCase());
}

/** Whether a stored row (symbol, exchange) is the holder a source symbol names. */
export function symbolMatches(stored: { symbol: string | null; exchange: string | null }, sourceSymbol: string) {
  if (!stored.symbol) return false;
  const storedSymbol = stored.symbol.trim().toUpperCase();
  if (storedSymbol === sourceSymbol.trim().toUpperCase()) return true;
  const { ticker, suffix } = splitSymbol(sourceSymbol.trim());
  return suffix !== null && storedSymbol === ticker && exchangeMatches(stored.exchange, suffix);
}
