import type { Database } from '@corp/api/db';
import { outboxStats } from '@corp/api/outbox';
import { createWebVitalHistograms } from '@corp/api/vitals';
import type { WebVitalObservation } from '@corp/api/vitals';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * One process's metrics in the Prometheus text format (prom-client): requests, leads accepted
 * and dropped (`leads_dropped_total{reason}`), the outbox by target and state, the page cache, the rate limits' store, visitors' Core Web Vitals (`web_vitals_seconds`, `web_vitals_cls`), and Node's own (event-loop lag, heap, GC).
 * Each process has its own registry; Prometheus scrapes every process and sums.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Times every response of `app` by route pattern, method and status. */
  observe(app: FastifyInstance): void;
  /** A lead stored (replays are not counted). */
  leadAccepted(type: string): void;
  /** A submission answered as a success but not stored, by reason (`honeypot`). */
  leadDropped(reason: string): void;
  /** A page served from the page cache (`hit`) or rendered for it (`miss`). */
  pageCache(site: string, result: 'hit' | 'miss'): void;
  /** Counts the outbox rows per target and state at each scrape (the whole deployment's). */
  watchOutbox(db: Database): void;
  /** A limit decided without its store (Redis did not answer), by limit and error class. */
  limitStoreFailed(limit: 'leads' | 'sign-in' | 'vitals', errorClass: string): void;
  /** A value of a visitor's Core Web Vitals report (field data), by site, page type, metric. */
  webVital(observation: WebVitalObservation): void;
  /** Reports at each scrape whether the limits' Redis is connected (`rate_limit_store_up`). */
  watchLimitStore(redis: { readonly status: string }): void;
  /** The text Prometheus scrapes. */
  render(): Promise<string>;
}

/** A scrape reads the outbox counts at most this often (they are the database's, not ours). */
const OUTBOX_CACHE_MS = 5_000;

export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) {
    // nodejs_eventloop_lag_seconds (+ p50/p90/p99 of the loop delay), heap, GC, handles …
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  }
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern, method and status (_count: requests).',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const leads = new Counter({
    name: 'leads_accepted_total',
    help: 'Leads stored by this process, by type (a replayed Idempotency-Key is not counted).',
    labelNames: ['type'] as const,
    registers: [registry],
  });
  const dropped = new Counter({
    name: 'leads_dropped_total',
    help: 'Lead submissions answered as stored but dropped before the database, by reason (honeypot: the field people never see was filled).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const pages = new Counter({
    name: 'page_cache_requests_total',
    help: 'Pages that could be shared, by site and result: hit (from the page cache) or miss (rendered).',
    labelNames: ['site', 'result'] as const,
    registers: [registry],
  });
  const storeFailures = new Counter({
    name: 'rate_limit_store_failures_total',
    help: 'Limits decided without their store (Redis: no answer within REDIS_TIMEOUT_MS, or not connected), by limit (leads, vitals: let through; sign-in: counted in this process only) and error class.',
    labelNames: ['limit', 'error'] as const,
    registers: [registry],
  });
  const webVitals = createWebVitalHistograms(registry);
  let limitStore: { readonly status: string } | undefined;
  let outboxDb: Database | undefined;
  let outboxRead: { at: number; stats: Awaited<ReturnType<typeof outboxStats>> } | undefined;
  new Gauge({
    name: 'lead_deliveries',
    help: 'Outbox rows of the whole deployment by target (webhook, email) and state (pending, processing, retry, delivered, skipped, dead).',
    labelNames: ['target', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!outboxDb) return;
      const now = Date.now();
      if (!outboxRead || now - outboxRead.at >= OUTBOX_CACHE_MS) {
        try {
          outboxRead = { at: now, stats: await outboxStats(outboxDb) };
        } catch {
          // The database is away: the gauge keeps its last values (readiness says the rest).
          return;
        }
      }
      this.reset();
      for (const [target, states] of Object.entries(outboxRead.stats))
        for (const [state, count] of Object.entries(states)) this.set({ target, state }, count);
    },
  });

  return {
    registry,
    observe(app) {
      app.addHook('onResponse', async (request, reply) => {
        requests.observe(
          {
            // The pattern, never the raw URL: the label set stays small whatever clients send.
            route: request.routeOptions.url ?? 'unmatched',
            method: request.method,
            status: String(reply.statusCode),
          },
          reply.elapsedTime / 1000,
        );
      });
    },
    leadAccepted: (type) => leads.inc({ type }),
    leadDropped: (reason) => dropped.inc({ reason }),
    pageCache: (site, result) => pages.inc({ site, result }),
    watchOutbox(db) {
      outboxDb = db;
    },
    limitStoreFailed: (limit, errorClass) => storeFailures.inc({ limit, error: errorClass }),
    webVital: (observation) => webVitals.observe(observation),
    watchLimitStore(redis) {
      // Registered with a Redis to watch: without one the limits count in memory, no gauge.
      if (!limitStore)
        new Gauge({
          name: 'rate_limit_store_up',
          help: "Whether the rate limits' Redis (REDIS_URL) is connected and ready: 1, or 0 (leads are then not limited, sign-in failures counted per process).",
          registers: [registry],
          collect() {
            this.set(limitStore?.status === 'ready' ? 1 : 0);
          },
        });
      limitStore = redis;
    },
    render: () => registry.metrics(),
  };
}
