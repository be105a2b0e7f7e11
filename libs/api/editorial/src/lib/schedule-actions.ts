import type { Database } from '@corp/api/db';
import type { ContentChangeHook } from './content-change';
import { publishItem, unpublishItem } from './publish';
import type { ScheduleActions } from './schedule-runner';

/**
 * The scheduler's actions: the editorial publish and unpublish (validation, revision, audit),
 * run in the claiming transaction (`tx.transaction` is a savepoint there), with the change
 * notification.
 */
export function editorialScheduleActions(onChange: ContentChangeHook): ScheduleActions {
  return {
    publish: (tx, item, actor) => publishItem(tx as unknown as Database, item, actor, { onChange }),
    unpublish: (tx, item, actor) =>
      unpublishItem(tx as unknown as Database, item, actor, { onChange }),
  };
}
