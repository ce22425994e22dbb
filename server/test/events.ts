import http from 'node:http';
import type { LiveEvent } from '@seamline/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { TICKET_SECONDS } from '../src/events/tickets.js';
import type { TestUser } from './factories.js';
import type { Instances } from './instances.js';
import type { TestApp } from './test-app.js';

/** An open event stream as a browser holds it: events in order, and whether the server ended it. */
export interface EventStream {
  status: number;
  /** The next event (waits for it). */
  next(): Promise<LiveEvent>;
  /** Resolves when the server closes the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(baseUrl: string, ticket: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
  const queue: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  if (res.status === 200 && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const data = buffer
              .slice(0, cut)
              .split('\n')
              .find((line) => line.startsWith('data: '));
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
            if (!data) continue;
            const event = JSON.parse(data.slice(6)) as LiveEvent;
            const waiter = waiting.shift();
            if (waiter) waiter(event);
            else queue.push(event);
          }
        }
      } catch {
        // aborted by close()
      }
      markEnded();
    })();
  } else {
    markEnded();
  }
  return {
    status: res.status,
    next: () => {
      const queued = queue.shift();
      return queued ? Promise.resolve(queued) : new Promise((resolve) => waiting.push(resolve));
    },
    ended,
    close: () => controller.abort(),
  };
}

/** A stream opened from another local address (127.0.0.2 …), as another client would: its status, and a way to close it. */
export function openStreamFrom(
  baseUrl: string,
  ticket: string,
  localAddress: string,
): Promise<{ status: number; body: string; ended: Promise<void>; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/api/events?ticket=${encodeURIComponent(ticket)}`, { localAddress, agent: false }, (res) => {
      let body = '';
      const ended = new Promise<void>((done) => res.on('close', done));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('error', () => {});
      const status = res.statusCode ?? 0;
      if (status === 200) resolve({ status, body, ended, close: () => res.socket?.destroy() ?? req.destroy() });
      else res.on('end', () => resolve({ status, body, ended, close: () => res.socket?.destroy() ?? req.destroy() }));
    });
    req.on('error', reject);
  });
}

/** Both instances listen on a port of their own (before the tests); the answer gives each one's base URL. */
export function useListening(x: Instances): (t: TestApp) => string {
  const urls = new Map<FastifyInstance, string>();
  beforeAll(async () => {
    for (const t of [x.a, x.b]) urls.set(t.app, await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  return (t) => urls.get(t.app) as string;
}

/** A fresh ticket for the user's event stream, as the web app takes one per connection. */
export async function ticketFor(t: TestApp, user: TestUser): Promise<string> {
  const res = await t.call('POST', '/api/events/ticket', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().expiresInSeconds).toBe(TICKET_SECONDS);
  return res.json().ticket;
}
