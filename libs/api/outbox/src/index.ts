export { enqueueDeliveries } from './lib/enqueue';
export type { Inserter } from './lib/enqueue';
export { marketingPayload, marketingUrl, marketingUrlFor } from './lib/marketing-payload';
export type { MarketingLead, MarketingPayload } from './lib/marketing-payload';
export { leadNotificationEmail } from './lib/lead-notification-email';
export type { NotificationLead } from './lib/lead-notification-email';
export { loadOutboxConfig } from './lib/outbox-config';
export type { OutboxConfig } from './lib/outbox-config';
export { createOutboxWorker, notConfigured, retryDelayMs } from './lib/outbox-worker';
export type {
  OutboxLogger,
  OutboxRunResult,
  OutboxWorker,
  OutboxWorkerDeps,
} from './lib/outbox-worker';
export { outboxStats } from './lib/outbox-stats';
export type { OutboxStats } from './lib/outbox-stats';
export {
  describeRequeue,
  parseRequeueArgs,
  redeliverableStatuses,
  redeliverDelivery,
  requeueDeadDeliveries,
  requeueUsage,
  UsageError,
} from './lib/requeue';
export type { RequeueCommand, RequeueFilter, RequeuedDelivery } from './lib/requeue';
export { createIdempotencySweeper, expireIdempotencyKeys } from './lib/idempotency-sweeper';
export type { IdempotencySweeper, IdempotencySweeperDeps } from './lib/idempotency-sweeper';
