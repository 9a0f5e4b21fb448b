// A holder's name, linked to its page (/company/:ticker) when it has a ticker.
import { Link } from 'react-router-dom';
import { companyPath } from '@/config/paths';

export function HolderName({ name, symbol }: { name: string; symbol: string | null }) {
  if (!symbol) return <>{name}</>;
  return (
    <Link to={companyPath(symbol)} className="underline decoration-border underline-offset-4 hover:decoration-primary">
      {name}
    </Link>
  );
}
