import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { encode, type ZodType } from 'zod';
import { Kept } from '../cache/kept.js';
import { type Kind, type Topic, TOPICS } from '../cache/kinds.js';
import type { Bus } from '../bus/bus.js';
import type { Clock, KeptStore } from '../cache/memory-store.js';
import { Encoded, Paged } from '../domain/paging.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one cache (cache/kept.ts). */
    kept: Kept;
  }
  interface FastifyContextConfig {
    /** A read whose 200 answer is the same for everyone asking the same question: kept as this kind. */
    kept?: Kind;
    /** What a successful write through this route changes (default: every topic). */
    changes?: readonly Topic[];
  }
  interface FastifyReply {
    /**
     * Sends the route's kept answer to this question (its path, parameters and query, plus `vary`
     * for what else the answer depends on); only a miss runs `compute`. `kind` overrides the route's
     * `config.kept` for answers of another kind (a list's filtered questions).
     */
    sendKept(compute: () => Promise<unknown>, vary?: string, kind?: Kind): Promise<FastifyReply>;
  }
}

/** A 200 answer as sent: its JSON (bytes only when not kept: stores keep text) and, for pages, its X-Total-Count. */
interface Answer {
  json: string | Buffer;
  total?: number;
}

/**
 * Keeps the answers routes declare with `config.kept`, and forgets, once a write has succeeded and
 * before its caller hears back, every kept answer that reads what the write's `config.changes` names.
 */
export const keptAnswersPlugin = fp(
  async (app: FastifyInstance, opts: { ttlSeconds: number; now?: Clock; store?: KeptStore; bus?: Bus }) => {
    const kept = new Kept({ ttlSeconds: opts.ttlSeconds, now: opts.now, store: opts.store, bus: opts.bus });
    app.decorate('kept', kept);
    app.addHook('onClose', async () => kept.close());

    app.decorateReply('sendKept', async function (this: FastifyReply, compute: () => Promise<unknown>, vary = '', asKind?: Kind) {
      const { routeOptions, params, query } = this.request;
      const kind = asKind ?? routeOptions.config.kept;
      if (!kind) throw new Error(`${routeOptions.url} sends a kept answer but declares no config.kept`);
      const schema = (routeOptions.schema?.response as Record<number, ZodType> | undefined)?.[200];
      if (!schema) throw new Error(`${routeOptions.url} declares no 200 response schema`);
      const key = `${routeOptions.url}|${JSON.stringify(params)}|${JSON.stringify(query)}|${vary}`;
      const answer = await app.kept.get<Answer>(kind, key, async () => {
        const value = await compute();
        // Encoded as the route's serializer would, so a kept answer is byte for byte a fresh one.
        if (value instanceof Encoded) return { json: kept.enabled ? value.json.toString() : value.json, total: value.total };
        if (value instanceof Paged) return { json: JSON.stringify(encode(schema, value.items)), total: value.total };
        return { json: JSON.stringify(encode(schema, value)) };
      });
      if (answer.total !== undefined) this.header('x-total-count', answer.total);
      return this.type('application/json; charset=utf-8').send(answer.json);
    });

    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
      await app.kept.forget(request.routeOptions.config?.changes ?? TOPICS);
    });
  },
);
