import { useSyncExternalStore } from 'react';
import { browserStore, dismiss, selectNotifications } from '@corp/shared/data-access-api';
import type { AppNotification } from '@corp/shared/data-access-api';
import { NotificationStack } from '@corp/shared/ui';

const none: AppNotification[] = [];

/**
 * The API's error notifications (spec §8) from the browser's store. Loaded with the store, the
 * first time an interactive part calls the API: until then there is nothing to report.
 */
export default function Notifications() {
  const store = browserStore();
  const items = useSyncExternalStore(
    store.subscribe,
    () => selectNotifications(store.getState()),
    () => none,
  );
  return (
    <NotificationStack
      notifications={items.map((item) => ({
        id: item.id,
        variant: item.kind,
        title: item.title,
        text: item.text,
      }))}
      onDismiss={(id) => store.dispatch(dismiss(id))}
    />
  );
}
