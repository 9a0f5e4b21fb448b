// A holder's name, linked to its page: /company/:ticker when it has a ticker, and
// /government/:slug for a government (no ticker: the slug of its stored name).
import type { IndexType } from '@domain/schemas/common';
import { Link } from 'react-router-dom';
import { companyPath, governmentPath } from '@/config/paths';

export function HolderName({
  name,
  symbol,
  indexType,
}: {
  name: string;
  symbol: string | null;
  /** The row's index type: a government's name links to its page. */
  indexType?: IndexType;
}) {
  const to = indexType === 'government_reserve' ? governmentPath(name) : symbol ? companyPath(symbol) : null;
  if (!to) return <>{name}</>;
  return (
    <Link to={to} className="underline decoration-border underline-offset-4 hover:decoration-primary">
      {name}
    </Link>
  );
}
