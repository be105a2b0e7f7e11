import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ModalDataMap } from '../modal-data';
import type { ModalData, ModalName } from '../modal-names';

/** The page's scroll offset when the first modal opened. */
export interface SavedScroll {
  x: number;
  y: number;
}

/** Spec §3 "Modal state: show (name), data (including saved scroll)". */
export interface ActiveModal {
  name: ModalName;
  data: ModalData;
  scroll: SavedScroll;
}

export interface ModalControls {
  /** The open modal, or `null`. */
  active: ActiveModal | null;
  /** Its name, or `null`. */
  name: ModalName | null;
  /** Opens `name` in place of whatever is open (spec §4 "Opening replaces the current one"). */
  open: <N extends ModalName>(name: N, data?: ModalDataMap[N]) => void;
  /** Closes the open modal and gives the page its scroll back. */
  close: () => void;
}

export const ModalContext = createContext<ModalControls | null>(null);

/**
 * The page's modal state for the parts outside its provider's React tree: on an island page
 * (ADR 0032) the provider is one island and a `ModalButton` another, each its own root in the
 * same document. The provider publishes its controls here (`publishPageModals`).
 */
let pageModals: ModalControls | null = null;
const pageModalListeners = new Set<() => void>();

/** The page's `ModalProvider` (one per page) gives its controls to the other islands. */
export function publishPageModals(controls: ModalControls | null): void {
  pageModals = controls;
  for (const listener of pageModalListeners) listener();
}

function subscribePageModals(listener: () => void): () => void {
  pageModalListeners.add(listener);
  return () => pageModalListeners.delete(listener);
}

/** The page's modal state. Needs a `ModalProvider` above it (or on the page, for an island). */
export function useModal(): ModalControls {
  const controls = useOptionalModal();
  if (!controls) throw new Error('useModal needs a <ModalProvider> above it');
  return controls;
}

/**
 * The page's modal state, or `null` outside a `ModalProvider` (and, on an island page, until
 * the page's provider has started): for shared parts (the footer) that offer a dialog only where
 * the page has modals, and for a `ModalButton`.
 */
export function useOptionalModal(): ModalControls | null {
  const own = useContext(ModalContext);
  // Inside a provider (a whole page, or the modal host's own island) the context is the page's
  // modals: no subscription. A provider above a part does not come or go between renders, so the
  // same hooks run on every render of it.
  const page = useSyncExternalStore(
    own ? noSubscription : subscribePageModals,
    own ? noPageModals : readPageModals,
    noPageModals,
  );
  return own ?? page;
}

const readPageModals = () => pageModals;

/** The page's provider's controls published for the other islands, now (`null`: none yet). */
export const publishedPageModals = readPageModals;

/** The same, following the page's provider (for a part's own provider that joins it). */
export function usePublishedPageModals(follow: boolean): ModalControls | null {
  return useSyncExternalStore(
    follow ? subscribePageModals : noSubscription,
    follow ? readPageModals : noPageModals,
    noPageModals,
  );
}
const noPageModals = () => null;
const noSubscription = () => () => undefined;
