import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Select } from '@corp/shared/ui';
import type { Schedule, ScheduleAction } from '../api-types';
import { useContentTexts } from '../content-texts';
import { useDateTimeFormat } from '../format-date';
import styles from './SchedulePanel.module.scss';

export interface SchedulePanelProps {
  schedules: readonly Schedule[];
  onAdd: (action: ScheduleAction, runAt: string) => void;
  onCancel: (id: Schedule['id']) => void;
  disabled: boolean;
  /** Now, in ms (tests fix it). */
  now?: () => number;
}

/** `2027-04-15T10:00` in the browser's zone → an ISO instant; `null` if not in the future. */
export function scheduledInstant(local: string, now: number): string | null {
  const date = new Date(local);
  if (!local || Number.isNaN(date.getTime()) || date.getTime() <= now) return null;
  return date.toISOString();
}

/** Publish or unpublish at a set time: the pending schedules, each cancellable, and a new one. */
export function SchedulePanel({
  schedules,
  onAdd,
  onCancel,
  disabled,
  now = Date.now,
}: SchedulePanelProps) {
  const t = useContentTexts();
  const formatDate = useDateTimeFormat();
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [local, setLocal] = useState('');
  const [invalid, setInvalid] = useState(false);
  const atId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const runAt = scheduledInstant(local, now());
    setInvalid(!runAt);
    if (runAt) {
      onAdd(action, runAt);
      setLocal('');
    }
  };
  return (
    <section className={styles['panel']} aria-labelledby="schedule-title">
      <h2 id="schedule-title" className={styles['title']}>
        {t('schedule.title')}
      </h2>
      {schedules.length === 0 ? <p className={styles['note']}>{t('schedule.empty')}</p> : null}
      <ul className={styles['list']}>
        {schedules.map((schedule) => {
          const label = t(`schedule.${schedule.action}`);
          const at = formatDate(schedule.runAt);
          return (
            <li key={schedule.id} className={styles['entry']}>
              <span>
                {label}: {at}
              </span>
              <Button
                size="small"
                variant="ghost"
                disabled={disabled}
                aria-label={t('schedule.cancelOne', { action: label, at })}
                onClick={() => onCancel(schedule.id)}
              >
                {t('schedule.cancel')}
              </Button>
            </li>
          );
        })}
      </ul>
      <form className={styles['form']} onSubmit={submit}>
        <Select
          label={t('schedule.action')}
          options={[
            { value: 'publish', label: t('schedule.publish') },
            { value: 'unpublish', label: t('schedule.unpublish') },
          ]}
          value={action}
          onChange={(value) => setAction(value as ScheduleAction)}
          disabled={disabled}
        />
        <label className={styles['field']} htmlFor={atId}>
          <span>{t('schedule.at')}</span>
          <input
            id={atId}
            type="datetime-local"
            className={styles['input']}
            value={local}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${atId}-error` : undefined}
            onChange={(event) => setLocal(event.target.value)}
          />
        </label>
        <Button type="submit" size="small" disabled={disabled}>
          {t('schedule.add')}
        </Button>
        {invalid ? (
          <p id={`${atId}-error`} className={styles['error']}>
            {t('schedule.invalid')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
