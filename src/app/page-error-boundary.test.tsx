// A render error on the home page's first load, which runs without the router (ADR 131): the
// page's place says what failed, inside the shell, with a reload and an ordinary link home.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/testing/console';
import { PageErrorBoundary } from './page-error-boundary';
import { RENDER_FAILURE_DESCRIPTION, RENDER_FAILURE_TITLE } from './page-failure';

function Broken(): never {
  throw new Error('The counter could not be drawn');
}

describe('PageErrorBoundary', () => {
  it('shows the page as it is while it renders', () => {
    render(
      <PageErrorBoundary>
        <h1>Treasury</h1>
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Treasury' })).toBeInTheDocument();
  });

  it('shows the failure in the page’s place, with a reload and a link home', () => {
    allowConsoleError(/The counter could not be drawn|The above error occurred/);
    render(
      <main>
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: RENDER_FAILURE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(RENDER_FAILURE_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByText('The counter could not be drawn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
