import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { lazyChunk } from '@corp/shared/ui';
import { UnavailableModal } from '../content-modals/content-modal-registry';
import type { ModalName } from '../modal-names';
import type { ModalRegistry, ModalRenderProps } from '../ModalHost/ModalHost';

/** The success modals of spec §2.9 (the names of `successModalRegistry`). */
export const SUCCESS_MODAL_NAMES = [
  'send-request-success',
  'event-request-success',
  'main-event-success',
  'download-brochure-success',
  'newsletter-success',
  'hr-success',
] as const satisfies readonly ModalName[];

const loadSuccessModals = () => import('./success-modals');

/**
 * Starts loading the success modals: a form calls it when the visitor starts filling it in, so
 * that its thank-you opens at once when it is sent. Nothing happens on a failure here; opening the modal tries
 * again (and reloads the page once should its chunk still fail, spec §2.6).
 */
export function preloadSuccessModals(): void {
  loadSuccessModals().catch(() => undefined);
}

function lazySuccessModal(name: ModalName): ComponentType<ModalRenderProps> {
  const Modal = lazyChunk(
    () =>
      loadSuccessModals().then((module) => ({
        default: module.successModalRegistry[name] as ComponentType<ModalRenderProps>,
      })),
    UnavailableModal,
  );
  function SuccessModalEntry(props: ModalRenderProps) {
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  }
  SuccessModalEntry.displayName = `SuccessModalEntry(${name})`;
  return SuccessModalEntry;
}

/**
 * The success modals by name, each loading on first use (or earlier, `preloadSuccessModals`): they
 * show only after a form is sent, so no page's first load carries them (ADR 0032).
 */
export const lazySuccessModalRegistry: ModalRegistry = Object.fromEntries(
  SUCCESS_MODAL_NAMES.map((name) => [name, lazySuccessModal(name)]),
);
