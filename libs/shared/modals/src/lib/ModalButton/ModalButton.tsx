import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import type { ModalDataMap } from '../modal-data';
import type { ModalName } from '../modal-names';
import { useModal } from '../ModalProvider/modal-context';

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
 * it on close. Styled by the page (`className`).
 */
export function ModalButton<N extends ModalName>({
  modal,
  data,
  onClick,
  ...props
}: ModalButtonProps<N>) {
  const { open } = useModal();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) open(modal, data);
      }}
    />
  );
}
