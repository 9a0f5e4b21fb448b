// The keys of the server's request log line, in the order pino writes them with the server's
// base (`{ pid }`): what server/middleware/request-logger.ts writes directly (ADR 100).
export const REQUEST_LINE_KEYS = ['level', 'time', 'pid', 'reqId', 'method', 'path', 'status', 'ms', 'msg'] as const;
