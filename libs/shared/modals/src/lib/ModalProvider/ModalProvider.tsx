import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { ModalDataMap } from '../modal-data';
import type { ModalData, ModalName } from '../modal-names';
import { ISLANDS_ATTRIBUTE } from '@corp/shared/document/islands';
import { useModalButtons } from '../ModalButton/ModalButton';
import { ModalHost } from '../ModalHost/ModalHost';
import type { ModalRegistry } from '../ModalHost/ModalHost';
import {
  ModalContext,
  publishPageModals,
  publishedPageModals,
  usePublishedPageModals,
} from './modal-context';
import type { ActiveModal, ModalControls, SavedScroll } from './modal-context';

const emptyData: ModalData = Object.freeze({});

/**
 * Locks the page's scroll while a modal is open and puts the page back where it was on close.
 * It sets the root element's overflow, so it never fights the dialog's own lock on `body`, and
 * its cleanup runs after the dialog's (a parent's passive effects are cleaned up after its
 * children's), so the position saved here is the one the page ends at. The scrollbar's place is
 * kept while it is hidden (`scrollbar-gutter: stable`, and its width as
 * `--modal-scrollbar-width` for fixed parts), so the page does not shift under the dialog.
 * Focus goes back to what had it when the first modal opened: a success modal replaces the
 * dialog whose button opened it, so the dialog's own opener is gone by then.
 */
function usePageScrollLock(scroll: SavedScroll | null, openerRef: RefObject<HTMLElement | null>) {
  const locked = scroll !== null;
  const x = scroll?.x ?? 0;
  const y = scroll?.y ?? 0;
  useEffect(() => {
    if (!locked) return undefined;
    const opener = openerRef.current;
    const root = document.documentElement;
    const scrollbarWidth = Math.max(0, window.innerWidth - root.clientWidth);
    const previous = {
      overflow: root.style.overflow,
      gutter: root.style.getPropertyValue('scrollbar-gutter'),
    };
    root.style.setProperty('scrollbar-gutter', 'stable');
    root.style.setProperty('--modal-scrollbar-width', `${scrollbarWidth}px`);
    root.style.overflow = 'hidden';
    root.dataset['modalOpen'] = 'true';
    return () => {
      root.style.overflow = previous.overflow;
      if (previous.gutter) root.style.setProperty('scrollbar-gutter', previous.gutter);
      else root.style.removeProperty('scrollbar-gutter');
      root.style.removeProperty('--modal-scrollbar-width');
      delete root.dataset['modalOpen'];
      window.scrollTo(x, y);
      if (opener?.isConnected && !opener.contains(document.activeElement)) {
        opener.focus({ preventScroll: true });
      }
    };
    // The position saved when the first modal opened; replacing the modal keeps it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locked]);
}

export interface ModalProviderProps {
  children: ReactNode;
  /** Modals besides the default ones (the success modals), by name. */
  registry?: ModalRegistry;
}

/**
 * The one-active-modal state of spec §2.9 and §4 and the host that renders the open modal. One
 * per page: a provider inside another one adds nothing and uses the outer state, so a part
 * that brings its own provider (the footer form) joins the page's when the page has one. On an
 * island page (ADR 0032) the page's provider is another island's: a provider that starts once
 * that one has published its controls joins it too, so the page keeps one modal state and one
 * host (a server-HTML `ModalButton` opens one dialog, not one per provider).
 */
/** In a browser, on an island page (ADR 0032: its parts are roots of their own). */
const isIslandDocument = () =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(ISLANDS_ATTRIBUTE);

export function ModalProvider({ children, registry }: ModalProviderProps) {
  const outer = useContext(ModalContext);
  const [joinsPage] = useState(
    () => !outer && isIslandDocument() && publishedPageModals() !== null,
  );
  const page = usePublishedPageModals(joinsPage);
  if (outer) return children;
  // Joined for good: were it to start a state of its own when the page's goes (the page's
  // teardown), the two would take turns publishing.
  if (joinsPage) return <ModalContext.Provider value={page}>{children}</ModalContext.Provider>;
  return <PageModalProvider registry={registry}>{children}</PageModalProvider>;
}

function PageModalProvider({ children, registry }: ModalProviderProps) {
  const [active, setActive] = useState<ActiveModal | null>(null);
  // What had the focus when the first modal opened (kept while modals replace each other).
  const opener = useRef<HTMLElement | null>(null);
  const activeRef = useRef<ActiveModal | null>(null);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  const open = useCallback(<N extends ModalName>(name: N, data?: ModalDataMap[N]) => {
    if (!activeRef.current) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    setActive((current) => ({
      name,
      data: (data as ModalData | undefined) ?? emptyData,
      scroll: current?.scroll ?? { x: window.scrollX, y: window.scrollY },
    }));
  }, []);
  const close = useCallback(() => setActive(null), []);
  // An island page's modal buttons are server HTML: their clicks reach the page's host here.
  useModalButtons(open as (name: ModalName, data?: ModalData) => void);

  usePageScrollLock(active?.scroll ?? null, opener);

  const controls = useMemo<ModalControls>(
    () => ({ active, name: active?.name ?? null, open, close }),
    [active, open, close],
  );
  useEffect(() => {
    publishPageModals(controls);
  }, [controls]);
  useEffect(() => () => publishPageModals(null), []);
  return (
    <ModalContext.Provider value={controls}>
      {children}
      <ModalHost registry={registry} />
    </ModalContext.Provider>
  );
}
