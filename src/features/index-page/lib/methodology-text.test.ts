import {
  INDEX_BASE,
  methodologies,
  PURE_BITCOIN_TREASURY_MIN_BTC,
  TREASURY_WEIGHT_CAP_PCT,
} from '@domain/index-methodology/methodologies';
import { describe, expect, it } from 'vitest';
import { eligibilityRules, methodologySections } from './methodology-text';

const text = (id: keyof typeof methodologies) =>
  methodologySections(methodologies[id])
    .flatMap((section) => [section.title, ...section.items])
    .join('\n');

describe('methodology text', () => {
  it('states the Pure Bitcoin Treasury rules with the numbers calculateIndex uses', () => {
    const words = text('bitcoin_treasury');
    expect(PURE_BITCOIN_TREASURY_MIN_BTC).toBe(3000);
    expect(words).toContain('it holds at least 3,000 BTC');
    expect(words).toContain('70% conviction');
    expect(words).toContain('30% exposure');
    expect(TREASURY_WEIGHT_CAP_PCT).toBe(15);
    expect(words).toContain('No company may weigh more than 15%');
    expect(words).toContain('at least 7 eligible companies');
    expect(words).toContain('primary part (70%) and a secondary part (30%)');
    expect(INDEX_BASE).toBe(4500);
    expect(words).toContain('Index value = 4,500 ×');
    expect(words).toContain('the index stands at 100 with no constituents');
    expect(words).toContain('1 ÷ concentration');
    expect(words).toContain('more than 90 days old is marked stale');
    // ADR 201: flagged, still weighted.
    expect(words).toContain('marked “low confidence”. It still counts in the scores and weights');
    expect(words).not.toMatch(/sustainability/);
  });

  it('states the starter band and the GreenVault factors', () => {
    expect(eligibilityRules(methodologies.bitcoin_treasury_starter)[0]).toBe(
      'it holds at least 100 BTC and fewer than 3,000 BTC',
    );
    const green = text('green_vault');
    expect(green).toContain('it holds at least 500 BTC');
    expect(green).toContain('at least 50% renewable energy');
    expect(green).toContain('40% conviction');
    expect(green).toContain('20% exposure');
    expect(green).toContain('40% sustainability');
    expect(green).toContain('more than 25%');
  });
});
