import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setReducedMotion } from '@/testing/browser-stubs';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { Component as Home } from './home';

describe('Home page', () => {
  it('has one h1 and both calls to action', () => {
    renderWithProviders(<Home />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const link of screen.getAllByRole('link', { name: /Take the free assessment/ })) {
      expect(link).toHaveAttribute('href', '/assessment');
    }
    for (const link of screen.getAllByRole('link', { name: 'Book a 30-minute no-cost consultation' })) {
      expect(link).toHaveAttribute('href', '/schedule-consultation');
    }
  });

  it('links every capability card to its page', () => {
    renderWithProviders(<Home />);
    const section = screen.getByRole('region', { name: /Everything a finance team needs/ });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/programs',
      '/live-webinars',
      '/assessment',
      '/learning-frameworks',
      '/bitcoin-treasury',
      '/resources',
    ]);
  });

  it('lists the four benefits', () => {
    renderWithProviders(<Home />);
    for (const title of [
      'Governance and policy',
      'Risk management and custody',
      'Accounting and reporting',
      'Board communication',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('shows the featured quote with its author, role, date and source, not as an endorsement', async () => {
    setReducedMotion(true);
    renderWithProviders(<Home />);
    const figure = await screen.findByTestId('featured-quote');
    expect(figure).toHaveTextContent('“A test quote about treasury reserves.”');
    expect(figure).toHaveTextContent('Test Author, Chief Executive, Example Corp · Sep 14, 2020 · Example interview');
    expect(within(figure).getByRole('link', { name: 'Example interview' })).toHaveAttribute(
      'href',
      'https://example.com/interview',
    );
    expect(screen.getByText('In their words')).toBeInTheDocument();
    expect(screen.getByText(/not an endorsement of Vaultmark/)).toBeInTheDocument();
  });

  it('leaves the quote out when none is featured (404)', async () => {
    setReducedMotion(true);
    server.use(
      http.get('*/api/testimonials/featured', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'No featured testimonial' }, { status: 404 }),
      ),
    );
    renderWithProviders(<Home />);
    expect(await screen.findByTestId('holdings-usd-counter')).toHaveTextContent('$65.0B');
    // Let the testimonial request settle before asserting its absence.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('featured-quote')).not.toBeInTheDocument();
    expect(screen.queryByText('In their words')).not.toBeInTheDocument();
  });

  it('has both counters with their test hooks', async () => {
    setReducedMotion(true);
    renderWithProviders(<Home />);
    expect(screen.getByTestId('days-since-counter')).toHaveAttribute('data-target');
    expect(await screen.findByTestId('holdings-btc-counter')).toHaveAttribute('data-target', '1,000,000');
  });
});
