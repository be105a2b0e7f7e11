import { Suspense, useSyncExternalStore } from 'react';
import {
  isBrowserStoreReady,
  subscribeBrowserStoreReady,
} from '@corp/shared/data-access-api/browser';
import { lazyChunk } from '@corp/shared/ui';

const Notifications = lazyChunk(() => import('./Notifications'));

/**
 * Spec §8 notifications, once the browser's API store exists (it holds them). A part of its own:
 * an island on an island page (ADR 0032).
 */
export function ApiNotifications() {
  const ready = useSyncExternalStore(subscribeBrowserStoreReady, isBrowserStoreReady, () => false);
  return ready ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
