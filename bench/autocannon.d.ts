// Minimal types for the part of autocannon the benchmarks use.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Requests sent in turn; setupRequest may rewrite each one (e.g. its path). */
    requests?: {
      method?: string;
      path?: string;
      setupRequest?: (request: { path: string; [key: string]: unknown }) => { path: string; [key: string]: unknown };
    }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p99: number; average: number };
    '2xx': number;
    '3xx': number;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
