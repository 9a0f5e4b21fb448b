// Stopping the HTTP server without dropping a request that was sent before the signal
// (ADR 181). The listener closes only once the event loop has taken in the listen backlog —
// closing it earlier resets those connections, and the loop accepts one connection a turn;
// every request already sent — on a new connection, on a kept-alive one, or still unread in
// its socket — is answered, with `Connection: close`; a connection closes once it has stayed
// without a request for a few sweeps; what is left at the deadline is cut.
//
// http.Server#close is not used: since Node 19 it also destroys every connection with no
// request in progress, and a connection whose request is still unread in the socket counts
// as one — its client gets ECONNRESET. The listener is closed as a net.Server instead.
import { Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How often, while draining, quiet connections are looked for. */
const SWEEP_MS = 100;
/**
 * Sweeps in a row a connection must be without a request before it is closed. Between two
 * sweeps the event loop polls many times, so a request that was already in the socket has
 * been read and started by then. (The socket's bytesRead cannot tell: the HTTP parser reads
 * the socket natively.)
 */
const QUIET_SWEEPS_BEFORE_CLOSE = 3;
/**
 * The longest the backlog is taken in. Connections that keep coming this long after the
 * signal are a stream that will not stop by itself, not requests sent before it.
 */
const BACKLOG_INTAKE_MAX_MS = 2_000;
/** Turns of the loop in a row that must bring no new connection before the listener closes. */
const EMPTY_TURNS_BEFORE_CLOSE = 2;

interface Connection {
  socket: Socket;
  /** The response in progress on it, if any. */
  response: ServerResponse | null;
  quietSweeps: number;
}

export interface ConnectionDrain {
  /**
   * Stops accepting, answers what was sent, closes the connections; resolves when none is
   * left, with how many had to be cut at the deadline.
   */
  drain(deadlineMs: number): Promise<{ cutAtDeadline: number }>;
}

/** Lets the event loop poll once more (setImmediate runs right after a poll phase). */
const afterNextPoll = () => new Promise<void>((resolve) => setImmediate(resolve));

function closeConnectionAfter(response: ServerResponse) {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

/** Follows the server's connections from now on; call before it accepts any. */
export function trackConnections(server: HttpServer): ConnectionDrain {
  const connections = new Map<Socket, Connection>();
  let draining = false;
  let accepted = 0;

  server.on('connection', (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { socket, response: null, quietSweeps: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the app's listener: the fast path may answer a cached read at once.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.response = response;
    if (draining) closeConnectionAfter(response);
    response.once('close', () => {
      if (connection.response === response) connection.response = null;
    });
  });

  const sweep = () => {
    for (const connection of connections.values()) {
      connection.quietSweeps = connection.response === null ? connection.quietSweeps + 1 : 0;
      if (connection.quietSweeps >= QUIET_SWEEPS_BEFORE_CLOSE) connection.socket.destroy();
    }
  };

  return {
    async drain(deadlineMs) {
      // Connections the kernel completed before the signal wait in the backlog, and the loop
      // takes in one a turn: keep turning until turns bring none, then close the listener.
      draining = true;
      for (const connection of connections.values()) {
        if (connection.response) closeConnectionAfter(connection.response);
      }
      const intakeEnds = Date.now() + BACKLOG_INTAKE_MAX_MS;
      let emptyTurns = 0;
      while (emptyTurns < EMPTY_TURNS_BEFORE_CLOSE && Date.now() < intakeEnds) {
        const before = accepted;
        await afterNextPoll();
        emptyTurns = accepted === before ? emptyTurns + 1 : 0;
      }
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      const sweeper = setInterval(sweep, SWEEP_MS);
      let deadlineTimer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        deadlineTimer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      const outcome = await Promise.race([closed.then(() => 'closed' as const), deadline]);
      clearInterval(sweeper);
      clearTimeout(deadlineTimer);
      if (outcome === 'closed') return { cutAtDeadline: 0 };
      const cutAtDeadline = connections.size;
      for (const connection of connections.values()) connection.socket.destroy();
      await closed;
      return { cutAtDeadline };
    },
  };
}

/** The HTTP/1.1 server @hono/node-server made (the site never serves HTTP/2 itself). */
export function asHttpServer(server: unknown): HttpServer {
  if (!(server instanceof HttpServer)) throw new Error('Expected a node:http server');
  return server;
}
