import { Mail } from 'lucide-react';
import { Link } from '@/lib/navigation';
import { footerColumns, legalLinks } from '@/config/navigation';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { LogoMark } from './logo';

const linkClass = 'text-sm text-slate-300 transition-colors hover:text-white hover:underline underline-offset-4';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer data-slot="site-footer" className="mt-auto bg-primary text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div className="max-w-xs">
            <Link to={paths.home} className="inline-flex items-center gap-2 text-lg font-bold">
              <LogoMark className="size-7" />
              {site.name}
            </Link>
            <p className="mt-3 text-sm text-slate-300">{site.tagline}.</p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={`Footer ${column.title}`}>
              <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                {column.title === 'Get Started' ? (
                  <li>
                    <a href={`mailto:${site.supportEmail}`} className={`${linkClass} inline-flex items-center gap-1.5`}>
                      <Mail aria-hidden="true" className="size-4" />
                      {site.supportEmail}
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
        <p className="mt-10 text-sm text-slate-300">
          Vaultmark publishes educational content and market data, not investment, legal, tax or accounting advice.{' '}
          <Link to={paths.educationalDisclaimer} className="font-medium text-white underline underline-offset-4">
            Read the educational disclaimer
          </Link>
          .
        </p>
        <div className="mt-6 flex flex-col gap-4 border-t border-white/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-300">© {year} Vaultmark. All rights reserved.</p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
