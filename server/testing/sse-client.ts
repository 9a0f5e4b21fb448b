// SSE clients for tests, written to the GET /api/realtime contract:
//
// - readSse(response, until): the messages of one open stream, parsed.
// - RealtimeTestClient: a browser's view of the market data kept current the way the site's
//   client does it — fetch everything at first, refetch what an event names (or take the
//   price from a `price` event), refetch everything on `resync`, and when the stream drops,
//   reconnect with ?lastEventId=<the last id seen>. Tests compare its view with the database.
export interface SseMessage {
  event: string;
  id?: string;
  data: string;
  retry?: number;
}

/** Parses complete SSE messages from `buffer`; returns them and the unparsed rest. */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const message: SseMessage = { event: 'message', data: '' };
    let hasField = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      hasField = true;
      if (field === 'event') message.event = value;
      else if (field === 'id') message.id = value;
      else if (field === 'data') message.data += message.data ? `\n${value}` : value;
      else if (field === 'retry') message.retry = Number(value);
    }
    if (hasField) messages.push(message);
  }
  return { messages, rest };
}

/** Reads messages from a streaming response until `done` says stop (or the time runs out). */
export async function readSse(
  response: Response,
  done: (messages: SseMessage[]) => boolean,
  timeoutMs = 10_000,
): Promise<SseMessage[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const messages: SseMessage[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (!done(messages)) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out; got ${JSON.stringify(messages)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`timed out waiting for SSE; got ${JSON.stringify(messages)}`)),
            remaining,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) break;
      const parsed = parseSse(buffer + chunk.value);
      buffer = parsed.rest;
      messages.push(...parsed.messages);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return messages;
}

export interface MarketView {
  /** Company names per index type, sorted. */
  constituents: Record<string, string[]>;
  /** The latest BTC price seen. */
  btcPrice: number | null;
}

const VIEW_INDEX_TYPES = ['bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault'] as const;

export class RealtimeTestClient {
  readonly view: MarketView = { constituents: {}, btcPrice: null };
  /** Every data event received, in order (ids as numbers), and the resyncs. */
  readonly received: { event: string; id: number }[] = [];
  resyncs = 0;
  reconnects = 0;
  lastEventId: string | undefined;
  private controller: AbortController | undefined;
  private stopped = false;
  private work: Promise<void> = Promise.resolve();
  private connected: Promise<void> | undefined;

  constructor(
    private readonly baseUrl: string,
    private readonly reconnectDelayMs = 200,
  ) {}

  /** Loads everything, then opens the stream; resolves once `ready` arrived. */
  async start(): Promise<void> {
    await this.refetchAll();
    this.connected = this.connect();
    await this.connected;
  }

  stop(): void {
    this.stopped = true;
    this.controller?.abort();
  }

  /** Waits until the client has handled everything received so far. */
  async settled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.work;
      await current;
    } while (current !== this.work);
  }

  private enqueue(task: () => Promise<void>) {
    this.work = this.work.then(task, task);
  }

  private async refetchAll() {
    await Promise.all(VIEW_INDEX_TYPES.map((indexType) => this.refetchConstituents(indexType)));
    const latest = await fetch(`${this.baseUrl}/api/prices/latest`);
    if (latest.ok) {
      const body = (await latest.json()) as { symbol: string; price: number }[] | { symbol: string; price: number };
      const rows = Array.isArray(body) ? body : [body];
      this.view.btcPrice = rows.find((row) => row.symbol === 'BTC')?.price ?? this.view.btcPrice;
    }
  }

  private async refetchConstituents(indexType: string) {
    const response = await fetch(`${this.baseUrl}/api/constituents?index_type=${indexType}`);
    if (!response.ok) throw new Error(`constituents ${indexType}: ${response.status}`);
    const rows = (await response.json()) as { companyName: string }[];
    this.view.constituents[indexType] = rows.map((row) => row.companyName).sort();
  }

  private handle(message: SseMessage) {
    if (message.id !== undefined) this.lastEventId = message.id;
    if (message.event === 'ready') return;
    const data = JSON.parse(message.data) as Record<string, unknown>;
    if (message.event === 'resync') {
      this.resyncs += 1;
      this.received.push({ event: 'resync', id: Number(message.id) });
      this.enqueue(() => this.refetchAll());
      return;
    }
    this.received.push({ event: message.event, id: Number(message.id) });
    if (message.event === 'constituents') {
      this.enqueue(() => this.refetchConstituents(String(data.indexType)));
    } else if (message.event === 'price' && data.symbol === 'BTC' && data.op !== 'DELETE') {
      this.view.btcPrice = Number(data.price);
    }
  }

  /** One stream; on its end (server gone, stream closed) reconnects with the last id. */
  private connect(): Promise<void> {
    return new Promise<void>((resolveReady) => {
      const open = async () => {
        while (!this.stopped) {
          this.controller = new AbortController();
          try {
            const query = this.lastEventId ? `?lastEventId=${encodeURIComponent(this.lastEventId)}` : '';
            const response = await fetch(`${this.baseUrl}/api/realtime${query}`, { signal: this.controller.signal });
            if (!response.ok || !response.body) throw new Error(`realtime: ${response.status}`);
            const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
            let buffer = '';
            for (;;) {
              const chunk = await reader.read();
              if (chunk.done) break;
              const parsed = parseSse(buffer + chunk.value);
              buffer = parsed.rest;
              for (const message of parsed.messages) {
                this.handle(message);
                if (message.event === 'ready') resolveReady();
              }
            }
          } catch {
            // dropped or refused: reconnect below
          }
          if (this.stopped) return;
          this.reconnects += 1;
          await new Promise((resolve) => setTimeout(resolve, this.reconnectDelayMs));
        }
      };
      void open();
    });
  }
}
