import { useEffect, useEffectEvent } from 'react';
import type { ServedProduct } from '@corp/shared/contracts';
import { useModal } from '@corp/shared/modals';
import { Icon, buttonClassName } from '@corp/shared/ui';
import { useProductsTexts } from '../texts/products-texts';
import styles from './BrochurePopup.module.scss';

/** Spec §9 "Brochure auto-open: 4000 ms". */
export const BROCHURE_POPUP_DELAY_MS = 4000;

/** Once the pop-up has opened by itself (or been closed) in a tab, it no longer opens by itself. */
const SEEN_KEY = 'popup-brochure-seen';

function seen(): boolean {
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage may be off (private mode): the pop-up then opens on every product page.
  }
}

export interface BrochurePopupProps {
  product: Pick<ServedProduct, 'code' | 'name' | 'popupBrochure' | 'brochure'>;
}

/**
 * The brochure pop-up of spec §3/§4 ("Brochure layout: starts undetermined, opens automatically
 * after 4 s, and a click toggles it"): a product with a `popupBrochure` offers its brochure in the
 * popup-brochure dialog, by itself once per browser session when no other dialog is open, and
 * from a button at the side of the page at any time (which closes it again).
 */
export function BrochurePopup({ product }: BrochurePopupProps) {
  const t = useProductsTexts();
  const { name: openModal, open, close } = useModal();
  const popup = product.popupBrochure;
  const isOpen = openModal === 'popup-brochure';
  const show = () =>
    popup &&
    open('popup-brochure', {
      product: product.code,
      title: popup.title,
      description: popup.description,
      subtitle: product.name,
    });
  const autoOpen = useEffectEvent(() => {
    if (openModal !== null || seen()) return;
    markSeen();
    show();
  });

  useEffect(() => {
    if (!popup || !product.brochure) return undefined;
    const timer = window.setTimeout(() => autoOpen(), BROCHURE_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [popup, product.brochure, product.code]);

  if (!popup || !product.brochure) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className={buttonClassName({ variant: 'primary', size: 'small' }, styles['toggle'])}
      onClick={() => {
        markSeen();
        if (isOpen) close();
        else show();
      }}
    >
      <Icon name="download" size={20} />
      <span>{t('product.popupToggle')}</span>
    </button>
  );
}
