import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { contentModalRegistry } from '../content-modals/content-modal-registry';
import type { ModalData, ModalName } from '../modal-names';
import { useModal } from '../ModalProvider/modal-context';
import { lazySuccessModalRegistry } from '../success-modals/success-modal-registry';

/** What a registered modal gets: the opener's data and the way to close it. */
export interface ModalRenderProps {
  data: ModalData;
  close: () => void;
}

/** The modal component of each name. */
export type ModalRegistry = Partial<Record<ModalName, ComponentType<ModalRenderProps>>>;

/** The modals every page has. */
export const defaultModalRegistry: ModalRegistry = {
  ...lazySuccessModalRegistry,
  ...contentModalRegistry,
};

export interface ModalHostProps {
  /** Modals besides (or instead of) the default ones. */
  registry?: ModalRegistry;
}

/**
 * Renders the open modal of the page's `ModalProvider` (which renders its host itself). A name
 * nothing is registered for is closed again at once, so the page is never left locked behind
 * an invisible modal.
 */
export function ModalHost({ registry }: ModalHostProps) {
  const { active, close } = useModal();
  const name = active?.name;
  const Modal = name ? (registry?.[name] ?? defaultModalRegistry[name]) : undefined;

  useEffect(() => {
    if (name && !Modal) {
      console.warn(`[modals] no modal is registered as "${name}"`);
      close();
    }
  }, [name, Modal, close]);

  if (!active || !Modal) return null;
  return <Modal key={active.name} data={active.data} close={close} />;
}
