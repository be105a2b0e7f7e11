import { useModal } from '@corp/shared/modals';
import type { DownloadBrochureModalData } from '@corp/shared/modals';
import { useCallback, useSyncExternalStore } from 'react';
import {
  emptyLeadDownloads,
  readLeadDownloads,
  subscribeLeadDownloads,
  successDataOfSaved,
} from './lead-downloads';
import type { LeadDownloads, SavedBrochure } from './lead-downloads';

const serverSnapshot = () => emptyLeadDownloads;

/** The saved lead downloads (spec §4), empty on the server and while hydrating. */
export function useLeadDownloads(): LeadDownloads {
  return useSyncExternalStore(subscribeLeadDownloads, readLeadDownloads, serverSnapshot);
}

export interface BrochureAction {
  /** The brochure form of this product was filled before: its button downloads at once. */
  filled: boolean;
  /** What was saved for it. */
  saved?: SavedBrochure;
  /**
   * The brochure button's click (spec §4 "opens the brochure dialog unless the feedback form is
   * already filled"): the download's success modal when filled, else the brochure dialog.
   */
  open: (data?: Omit<DownloadBrochureModalData, 'product'>) => void;
}

/** A product page's brochure button. Needs a `ModalProvider` above it. */
export function useBrochureAction(product: string): BrochureAction {
  const { brochures } = useLeadDownloads();
  const modal = useModal();
  const saved = brochures[product];
  const filled = saved?.filled === true;
  const open = useCallback(
    (data?: Omit<DownloadBrochureModalData, 'product'>) => {
      if (saved?.filled) modal.open('download-brochure-success', successDataOfSaved(saved));
      else modal.open('download-brochure', { ...data, product });
    },
    [saved, modal, product],
  );
  return { filled, saved, open };
}
