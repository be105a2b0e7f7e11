import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProgressBar.module.scss';

/** Spec §9: the progress bar updates every 200 ms and fills in 5000 ms. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export interface ProgressBarProps {
  /** A navigation (or another page-wide load) is under way. */
  active: boolean;
  /** Time between two progress updates. */
  throttleMs?: number;
  /** Time the bar takes to fill while the load is still running. */
  durationMs?: number;
  /** Accessible name; the localized "Page loading" by default. */
  label?: string;
  className?: string;
}

type Phase = 'idle' | 'running' | 'finishing';

/** Progress after `ticks` updates: linear, full at `durationMs`, never beyond. */
export function progressAt(ticks: number, throttleMs: number, durationMs: number): number {
  if (durationMs <= 0) return 100;
  return Math.min(100, Math.round(((ticks * throttleMs) / durationMs) * 100));
}

/**
 * The navigation progress bar: shown while `active`, filling linearly in steps of
 * `throttleMs` until full at `durationMs`; when the load ends it jumps to 100 % and hides
 * one step later.
 */
export function ProgressBar({
  active,
  throttleMs = PROGRESS_THROTTLE_MS,
  durationMs = PROGRESS_DURATION_MS,
  label,
  className,
}: ProgressBarProps) {
  const { t } = useTranslation('ui');
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [ticks, setTicks] = useState(0);

  // Derive the phase from `active` during render (React's "adjusting state on a prop change").
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setTicks(0);
      setPhase('running');
    } else if (phase === 'running') {
      setPhase('finishing');
    }
  }

  useEffect(() => {
    if (phase === 'running') {
      const timer = setInterval(() => setTicks((count) => count + 1), throttleMs);
      return () => clearInterval(timer);
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), throttleMs);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, throttleMs]);

  if (phase === 'idle') return null;
  const value = phase === 'finishing' ? 100 : progressAt(ticks, throttleMs, durationMs);

  return (
    <div
      role="progressbar"
      aria-label={label ?? t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={[styles['progress'], className].filter(Boolean).join(' ')}
    >
      <div className={styles['bar']} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
