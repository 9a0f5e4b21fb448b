// A holder's name, linked to its page (holderPath, by the row's index type): /company/:ticker
// for a company, /fund/:ticker for a fund (even when a company has the same ticker, as DEFI
// does) and /government/:slug for a government (no ticker: the slug of its stored name).
import type { IndexType } from '@domain/schemas/common';
import { Link } from '@/lib/navigation';
import { holderPath } from '@/config/paths';

export function HolderName({
  name,
  symbol,
  indexType = 'bitcoin_treasury',
}: {
  name: string;
  symbol: string | null;
  /** The row's index type, which decides its page; a company's when left out (the index tables' rows). */
  indexType?: IndexType;
}) {
  const to = holderPath({ companyName: name, symbol, indexType });
  if (!to) return <>{name}</>;
  return (
    <Link to={to} className="underline decoration-border underline-offset-4 hover:decoration-primary">
      {name}
    </Link>
  );
}
