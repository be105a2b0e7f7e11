import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import type { ModalDataMap } from '../modal-data';
import type { ModalName } from '../modal-names';
import { useOptionalModal } from '../ModalProvider/modal-context';

export type ModalButtonProps<N extends ModalName> = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type'
> & {
  /** The modal the button opens (spec §4: "Other buttons open a modal only if a modal name is given"). */
  modal: N;
  data?: ModalDataMap[N];
};

/**
 * A button that opens one of the page's modals with its data; the modal gives the focus back to
 * it on close. Styled by the page (`className`). On an island page it may be in an island of its
 * own: it opens the page's modals once their provider has started (taps before then are held
 * until the page has hydrated, ADR 0028).
 */
export function ModalButton<N extends ModalName>({
  modal,
  data,
  onClick,
  ...props
}: ModalButtonProps<N>) {
  const modals = useOptionalModal();
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
