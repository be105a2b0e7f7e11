export * from './lib/modal-names';
export * from './lib/modal-data';
export * from './lib/ModalProvider/modal-context';
export * from './lib/ModalProvider/ModalProvider';
export * from './lib/ModalHost/ModalHost';
export * from './lib/success-modals/success-modals';
