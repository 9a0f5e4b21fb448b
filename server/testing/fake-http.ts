// A real HTTP server on 127.0.0.1 for tests that stand in for outside services (a price
// API, a page-to-text proxy). The handler can be swapped between requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FakeServer {
  url: string;
  requests: number;
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
}

export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  let current = handler;
  const fake = {
    url: '',
    requests: 0,
    setHandler: (next: FakeHandler) => (current = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((request, response) => {
    fake.requests += 1;
    current(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

export const json =
  (body: unknown, status = 200): FakeHandler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

export const text =
  (body: string, status = 200): FakeHandler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(body);
  };
