import { Button, Modal } from '@corp/shared/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { DownloadBrochureModalData, ModalDataMap } from '../modal-data';
import type { ModalName } from '../modal-names';
import type { ModalRenderProps } from '../ModalHost/ModalHost';
import { useModal } from '../ModalProvider/modal-context';
import { ModalProvider } from '../ModalProvider/ModalProvider';

/** One variant of a modal in a story: a button that opens it as a page would. */
export interface StoryOpener<N extends ModalName = ModalName> {
  label: string;
  name: N;
  data: ModalDataMap[N];
}

/** The brochure form is another feature's; in these stories a stand-in shows it opened. */
function DownloadBrochureStandIn({ data, close }: ModalRenderProps) {
  const { product } = data as unknown as DownloadBrochureModalData;
  return (
    <Modal open onClose={close} title="download-brochure" size="small">
      <p>The brochure form of “{product}” opens here in place of the video.</p>
    </Modal>
  );
}

/** The page's modal provider (content modals from the default registry, loaded lazily). */
export function StoryPage({ children }: { children: ReactNode }) {
  return (
    <ModalProvider registry={{ 'download-brochure': DownloadBrochureStandIn }}>
      {children}
    </ModalProvider>
  );
}

/** Every variant as a button; one modal is open at a time, as on a page. */
export function Openers({ openers }: { openers: readonly StoryOpener[] }) {
  const modal = useModal();
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <p>Open: {modal.name ?? 'none'} (switch the language in the toolbar)</p>
      {openers.map((opener) => (
        <Button
          key={opener.label}
          variant="outline"
          size="small"
          onClick={() => modal.open(opener.name, opener.data)}
        >
          {opener.label}
        </Button>
      ))}
    </div>
  );
}

/** Opens the first variant at once, so the story shows the modal itself. */
export function OpenOnMount({ opener }: { opener: StoryOpener }) {
  const modal = useModal();
  const { open } = modal;
  useEffect(() => {
    open(opener.name, opener.data);
  }, [open, opener]);
  return (
    <Button variant="outline" size="small" onClick={() => modal.open(opener.name, opener.data)}>
      Open again: {opener.label}
    </Button>
  );
}
