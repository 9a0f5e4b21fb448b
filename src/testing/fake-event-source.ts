// A stand-in for the browser's EventSource (jsdom has none): tests open, fail and feed it
// events, and see every instance the code under test created.
import type { EventSourceLike } from '@/lib/realtime';

export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];

  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, ((event: Event) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('No EventSource was created');
    return latest;
  }

  static create = (url: string): FakeEventSource => new FakeEventSource(url);

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  private dispatch(type: string, event: Event): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  open(): void {
    this.dispatch('open', new Event('open'));
  }

  fail(): void {
    this.dispatch('error', new Event('error'));
  }

  /** Sends a named event whose data is `data` (JSON-encoded unless already a string), with an SSE id when given. */
  emit(type: string, data: unknown, id?: string | number): void {
    this.dispatch(
      type,
      new MessageEvent(type, {
        data: typeof data === 'string' ? data : JSON.stringify(data),
        lastEventId: id === undefined ? '' : String(id),
      }),
    );
  }
}
