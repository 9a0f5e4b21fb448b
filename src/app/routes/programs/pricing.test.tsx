import { PRICING_FAQ } from '@domain/pricing/faq';
import { PROGRAM_TIERS } from '@domain/pricing/tiers';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderWithProviders } from '@/testing/render';
import { Component } from './pricing';

// The served HTML's structured data (Product, Offer, FAQPage) is built from domain/pricing;
// these checks keep the page and that data saying the same thing.
describe('pricing page', () => {
  it('shows every tier of domain/pricing with its price', () => {
    renderWithProviders(<Component />, { route: paths.pricing });
    const text = document.body.textContent ?? '';
    for (const tier of PROGRAM_TIERS) {
      expect(screen.getByText(tier.name)).toBeInTheDocument();
      expect(text).toContain(tier.priceUsd.toLocaleString('en-US'));
    }
  });

  it('heads each tier at level 2, under the page title, without skipping a level', () => {
    renderWithProviders(<Component />, { route: paths.pricing });
    for (const tier of PROGRAM_TIERS) {
      expect(screen.getByRole('heading', { level: 2, name: tier.name })).toBeInTheDocument();
    }
  });

  it('shows each FAQ question and its plain-text answer', () => {
    renderWithProviders(<Component />, { route: paths.pricing });
    for (const item of PRICING_FAQ) {
      const question = screen.getByRole('heading', { name: item.question });
      // eslint-disable-next-line testing-library/no-node-access -- each answer follows its question, unnamed
      const answer = question.nextElementSibling;
      expect(answer?.textContent, item.question).toBe(item.answer);
    }
  });
});
