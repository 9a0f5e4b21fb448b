import { Link } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/utils';

/** The vault mark: a rounded vault door with a Bitcoin-amber dial. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect x="2" y="2" width="28" height="28" rx="7" fill="#0b1f3a" />
      <circle cx="16" cy="16" r="8.5" fill="none" stroke="#f7931a" strokeWidth="2.5" />
      <circle cx="16" cy="16" r="2.5" fill="#f7931a" />
      <path d="M16 7.5v3M16 21.5v3M7.5 16h3M21.5 16h3" stroke="#f7931a" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      data-slot="logo"
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight text-primary',
        className,
      )}
    >
      <LogoMark />
      <span>{site.name}</span>
    </Link>
  );
}
