import { useEffect } from 'react';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useInKeptServerHtml, useIslandPage } from '@corp/shared/document/islands';
import type { ModalDataMap } from '../modal-data';
import type { ModalData, ModalName } from '../modal-names';
import { useOptionalModal } from '../ModalProvider/modal-context';

export type ModalButtonProps<N extends ModalName> = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type'
> & {
  /** The modal the button opens (spec §4: "Other buttons open a modal only if a modal name is given"). */
  modal: N;
  data?: ModalDataMap[N];
};

/** `<button data-modal="name">`: a modal button in an island page's server HTML. */
export const MODAL_ATTRIBUTE = 'data-modal';
/** Its data, as JSON. */
export const MODAL_DATA_ATTRIBUTE = 'data-modal-data';

/**
 * A button that opens one of the page's modals with its data; the modal gives the focus back to
 * it on close. Styled by the page (`className`).
 *
 * On an island page (ADR 0032) outside any part (or in a part's `KeptServerHtml`) it stays
 * server HTML: a plain `<button>` that
 * names its modal and data (`data-modal`, `data-modal-data`), opened by the page's modal host
 * (`useModalButtons`), so a page's dozens of buttons hydrate nothing and may hold any markup. A tap
 * before the host has started is held until the page has hydrated (ADR 0028). Its `onClick`, if
 * any, runs only where the button hydrates (a whole page, or inside a part).
 */
export function ModalButton<N extends ModalName>({
  modal,
  data,
  onClick,
  ...props
}: ModalButtonProps<N>) {
  const modals = useOptionalModal();
  const kept = useInKeptServerHtml();
  if (useIslandPage() || kept) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        {...props}
        {...{
          [MODAL_ATTRIBUTE]: modal,
          [MODAL_DATA_ATTRIBUTE]: data === undefined ? undefined : JSON.stringify(data),
        }}
      />
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) modals?.open(modal, data);
      }}
    />
  );
}

/** The modal a click asks for: the server-HTML `ModalButton` it is on, if any. */
export function modalOfClick(event: Event): { name: ModalName; data?: ModalData } | null {
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLButtonElement>(`button[${MODAL_ATTRIBUTE}]`);
  if (!button || button.disabled) return null;
  const name = button.getAttribute(MODAL_ATTRIBUTE) as ModalName;
  const json = button.getAttribute(MODAL_DATA_ATTRIBUTE);
  if (json === null) return { name };
  try {
    return { name, data: JSON.parse(json) as ModalData };
  } catch {
    // The server wrote it; a page edited by hand or an extension may not have kept it whole.
    return null;
  }
}

/**
 * The page's modal host opens the modal of every server-HTML `ModalButton` clicked in the
 * document (an island page's buttons, which never hydrate). Nothing on a whole page carries the
 * attribute, so there it never fires.
 */
export function useModalButtons(open: (name: ModalName, data?: ModalData) => void): void {
  useEffect(() => {
    const onClick = (event: Event) => {
      if (event.defaultPrevented) return;
      const asked = modalOfClick(event);
      if (asked) open(asked.name, asked.data);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);
}
