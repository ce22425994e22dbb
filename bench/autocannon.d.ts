// The parts of autocannon 9 the bench uses (the package ships no types; @types/autocannon is for 7).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called right before the request is sent; answer the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Client extends EventEmitter {
    setRequests(requests: Request[]): void;
    on(event: 'response', listener: (status: number, bytes: number, durationMs: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
  }

  export default function autocannon(options: Options): Promise<Result>;
}
