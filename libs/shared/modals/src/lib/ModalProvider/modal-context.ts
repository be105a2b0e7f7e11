import { createContext, useContext } from 'react';
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

/** The page's modal state. Needs a `ModalProvider` above it. */
export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModal needs a <ModalProvider> above it');
  return controls;
}

/**
 * The page's modal state, or `null` outside a `ModalProvider`: for shared parts (the footer)
 * that offer a dialog only where the page has modals.
 */
export function useOptionalModal(): ModalControls | null {
  return useContext(ModalContext);
}
