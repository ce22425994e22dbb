import http from 'node:http';
import https from 'node:https';

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** How long the call may take in all; then it fails with a timeout. */
  timeoutMs: number;
}

/**
 * Calls to one service over HTTP on kept-alive connections (a pool per process): a call costs
 * the caller a write and a read, not a connection's set-up, and less CPU than `fetch`'s streams.
 * Network errors and timeouts reject; any status resolves.
 */
export function httpClient(): (url: string, call: HttpCall) => Promise<HttpAnswer> {
  // An idle connection is closed after 4 s, before the other end's keep-alive timeout (Node's 5 s) can close it under a call.
  const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 64, timeout: 4000 };
  const agents = { 'http:': new http.Agent(options), 'https:': new https.Agent(options) };
  return (url, call) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const body = call.body === undefined ? undefined : Buffer.from(call.body);
      const req = (secure ? https : http).request(
        target,
        {
          method: call.method,
          agent: agents[secure ? 'https:' : 'http:'],
          headers: { ...call.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          signal: AbortSignal.timeout(call.timeoutMs),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
          res.on('aborted', () => reject(new Error('the answer was cut off')));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
