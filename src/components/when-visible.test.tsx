import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

/** A controllable IntersectionObserver: tests say when the watched element comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  intersect(isIntersecting: boolean) {
    const entries = this.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

function renderHeavy() {
  return render(
    <WhenVisible placeholder={(show) => <button onClick={show}>Show the chart now</button>}>
      <p>The heavy chart</p>
    </WhenVisible>,
  );
}

describe('WhenVisible', () => {
  it('shows the placeholder until the content is about to scroll into view', () => {
    renderHeavy();
    expect(screen.queryByText('The heavy chart')).not.toBeInTheDocument();
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options?.rootMargin).toBe('200px');
    act(() => observer.intersect(false));
    expect(screen.queryByText('The heavy chart')).not.toBeInTheDocument();
    act(() => observer.intersect(true));
    expect(screen.getByText('The heavy chart')).toBeInTheDocument();
    expect(observer.disconnected).toBe(true);
  });

  it('shows the content when asked, without scrolling', async () => {
    const user = userEvent.setup();
    renderHeavy();
    await user.click(screen.getByRole('button', { name: 'Show the chart now' }));
    expect(screen.getByText('The heavy chart')).toBeInTheDocument();
  });

  it('shows the content at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderHeavy();
    expect(screen.getByText('The heavy chart')).toBeInTheDocument();
  });
});
