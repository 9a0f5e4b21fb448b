import { describe, expect, it } from 'vitest';
import { alertChangeText, digestMorning, indexChanges, weeklyDigestDue, type IndexMember } from './alerts.ts';

const member = (companyName: string, weight: number): IndexMember => ({ companyName, ticker: null, weight });

describe('indexChanges', () => {
  it('reports entries, exits and weights moved by more than the threshold, and remembers what it reported', () => {
    const reported = { A: member('A', 40), B: member('B', 30), C: member('C', 30) };
    const current = { A: member('A', 40.9), B: member('B', 28.5), D: member('D', 30.6) };
    const { changes, remember } = indexChanges(reported, current, 1);
    expect(changes.map((change) => [change.type, change.member.companyName, change.before, change.after])).toEqual([
      ['weight', 'B', 30, 28.5],
      ['entered', 'D', null, 30.6],
      ['left', 'C', 30, null],
    ]);
    // A moved 0.9 pp: not told, and its reported weight stays 40 so a drift adds up.
    expect(remember).toEqual({ A: member('A', 40), B: member('B', 28.5), D: member('D', 30.6) });
    expect(indexChanges(remember, { ...remember, A: member('A', 41.2) }, 1).changes).toHaveLength(1);
  });
});

describe('weekly digest timing', () => {
  it("is due from 08:00 on the subscriber's Monday, once", () => {
    const zone = 'Asia/Tokyo'; // Monday 08:00 JST is Sunday 23:00 UTC
    expect(digestMorning(new Date('2026-12-06T22:59:00Z'), zone)).toBeNull();
    expect(digestMorning(new Date('2026-12-06T23:00:00Z'), zone)?.toISOString()).toBe('2026-12-06T23:00:00.000Z');
    expect(weeklyDigestDue(new Date('2026-12-07T02:00:00Z'), zone, null)).toBe(true);
    expect(weeklyDigestDue(new Date('2026-12-07T02:00:00Z'), zone, new Date('2026-12-06T23:00:00Z'))).toBe(false);
    expect(weeklyDigestDue(new Date('2026-12-07T16:00:00Z'), zone, null)).toBe(false); // Tuesday in Tokyo
  });
});

describe('alertChangeText', () => {
  it('writes a holdings change with before, after, difference, as-of date, source and link', () => {
    const text = alertChangeText(
      {
        type: 'holdings',
        ticker: 'MSTR',
        companyName: 'Strategy',
        before: 640_031,
        after: 639_000.5,
        difference: -1_030.5,
        asOf: '2026-11-30',
        source: 'SEC 8-K',
        path: '/company/MSTR',
      },
      'https://vaultmark.example',
    );
    expect(text).toBe(
      [
        'Strategy (MSTR): 640,031 BTC → 639,000.5 BTC (−1,030.5 BTC)',
        '  As of: 2026-11-30',
        '  Source: SEC 8-K',
        '  https://vaultmark.example/company/MSTR',
      ].join('\n'),
    );
  });
});
