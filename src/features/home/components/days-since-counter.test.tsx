import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ui } from '@/config/site';
import { setReducedMotion } from '@/testing/browser-stubs';
import { renderWithProviders } from '@/testing/render';
import { DaysSinceCounter } from './days-since-counter';

const NOW = new Date('2026-11-21T07:42:00Z'); // 2,293 days after 2020-08-11

function counter() {
  return screen.getByTestId('days-since-counter');
}

describe('DaysSinceCounter', () => {
  it('animates from 0 to the day count in about 2 seconds', () => {
    vi.useFakeTimers({ now: NOW });
    renderWithProviders(<DaysSinceCounter />);
    expect(counter()).toHaveAttribute('data-target', '2,293');
    expect(counter()).toHaveAttribute('aria-live', 'off');
    expect(counter()).toHaveTextContent(/^0$/);

    act(() => vi.advanceTimersByTime(ui.daysCounterAnimationMs / 2));
    const midway = Number(counter().textContent?.replace(/,/g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(2293);
    // Ease-out: past halfway in value at half the time.
    expect(midway).toBeGreaterThan(2293 / 2);

    act(() => vi.advanceTimersByTime(ui.daysCounterAnimationMs / 2 + 100));
    expect(counter()).toHaveTextContent(/^2,293$/);
    expect(counter()).toHaveAttribute('data-state', 'done');
  });

  it('gives screen readers the final value, not the frames', () => {
    vi.useFakeTimers({ now: NOW });
    renderWithProviders(<DaysSinceCounter />);
    expect(counter()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('2,293 days')).toHaveClass('sr-only');
  });

  it('recomputes every 24 hours', () => {
    vi.useFakeTimers({ now: NOW });
    renderWithProviders(<DaysSinceCounter />);
    act(() => vi.advanceTimersByTime(ui.daysCounterAnimationMs + 100));
    expect(counter()).toHaveTextContent('2,293');

    act(() => vi.advanceTimersByTime(ui.daysCounterRefreshMs));
    expect(counter()).toHaveAttribute('data-target', '2,294');
    act(() => vi.advanceTimersByTime(ui.daysCounterAnimationMs + 100));
    expect(counter()).toHaveTextContent(/^2,294$/);
  });

  it('shows the final value at once under prefers-reduced-motion', () => {
    vi.useFakeTimers({ now: NOW });
    setReducedMotion(true);
    renderWithProviders(<DaysSinceCounter />);
    expect(counter()).toHaveTextContent(/^2,293$/);
    expect(counter()).toHaveAttribute('data-state', 'done');
  });

  it("explains the start date: Strategy's first purchase on Aug 11, 2020", () => {
    vi.useFakeTimers({ now: NOW });
    renderWithProviders(<DaysSinceCounter />);
    expect(screen.getByText(/Strategy \(then MicroStrategy\)/)).toHaveTextContent('Aug 11, 2020');
  });
});
