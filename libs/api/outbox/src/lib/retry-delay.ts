import type { OutboxConfig } from './outbox-config';

/**
 * The wait before the next attempt after `attempts` failed ones:
 * `min(maxDelayMs, baseDelayMs · 2^(attempts − 1))`, plus up to 10 % jitter from `random`.
 */
export function retryDelayMs(
  attempts: number,
  policy: Pick<OutboxConfig, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** Math.max(0, attempts - 1),
  );
  return Math.round(exponential * (1 + 0.1 * random()));
}
