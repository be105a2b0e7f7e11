import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ServedProduct } from '@corp/shared/contracts';
import { useOptionalModal } from '@corp/shared/modals';
import { Icon, buttonClassName, mediaQueries } from '@corp/shared/ui';
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

/** A phone's width (sm, up to 767 px): there a dialog would cover the whole page. */
const isNarrow = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(mediaQueries.sm).matches;

/**
 * While the offer shows, the page ends that much lower, so that everything on it can be scrolled
 * above the offer: the offer covers nothing for good.
 */
function useRoomBelow(offer: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!offer) return undefined;
    const body = document.body;
    const before = body.style.paddingBottom;
    const fit = () => {
      body.style.paddingBottom = `${offer.offsetHeight}px`;
    };
    fit();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : undefined;
    observer?.observe(offer);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [offer]);
}

/** What the pop-up needs of the product: all its island carries (ADR 0032). */
export const BROCHURE_POPUP_FIELDS = [
  'code',
  'name',
  'popupBrochure',
  'brochure',
] as const satisfies readonly (keyof ServedProduct)[];

export interface BrochurePopupProps {
  product: Pick<ServedProduct, (typeof BROCHURE_POPUP_FIELDS)[number]>;
}

/**
 * The brochure pop-up of spec §3/§4 ("Brochure layout: starts undetermined, opens automatically
 * after 4 s, and a click toggles it"): a product with a `popupBrochure` offers its brochure, by
 * itself once per browser session when no other dialog is open, and from a button at the side of
 * the page at any time (which closes it again).
 *
 * By itself, on a large screen it opens the popup-brochure dialog; on a phone (issue 42) it shows
 * the same title and description as a strip at the bottom of the screen instead, which neither
 * takes the focus nor stops the page from scrolling, and leaves room below the page: its button
 * opens the dialog, its close button dismisses it.
 */
export function BrochurePopup({ product }: BrochurePopupProps) {
  const t = useProductsTexts();
  // On an island page (ADR 0032) the page's modal host is another island, which may start
  // after this one (and is none on the server): until then nothing is open and nothing opens.
  const modals = useOptionalModal();
  const openModal = modals?.name ?? null;
  const [offer, setOffer] = useState(false);
  const [offerElement, setOfferElement] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A dismissed offer hands the focus to the button that takes its place, not to the page's top.
  const focusToggle = useRef(false);
  const popup = product.popupBrochure;
  const isOpen = openModal === 'popup-brochure';
  useRoomBelow(offer ? offerElement : null);
  const show = () =>
    popup &&
    modals?.open('popup-brochure', {
      product: product.code,
      title: popup.title,
      description: popup.description,
      subtitle: product.name,
    });
  const autoOpen = useEffectEvent(() => {
    if (openModal !== null || seen()) return;
    markSeen();
    if (isNarrow()) setOffer(true);
    else show();
  });

  useEffect(() => {
    if (offer || !focusToggle.current) return;
    focusToggle.current = false;
    toggleRef.current?.focus();
  }, [offer]);

  // Counted from when the page's modals are there: at once on a whole page, once the modal
  // host's island has started on an island page.
  const ready = modals !== null;
  useEffect(() => {
    if (!popup || !product.brochure || !ready) return undefined;
    const timer = window.setTimeout(() => autoOpen(), BROCHURE_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [popup, product.brochure, product.code, ready]);

  if (!popup || !product.brochure) return null;
  if (offer) {
    return (
      <section
        ref={setOfferElement}
        id="brochure-offer"
        className={styles['offer']}
        aria-labelledby={titleId}
      >
        <p id={titleId} className={styles['offerTitle']}>
          {popup.title}
        </p>
        <p className={styles['offerText']}>{popup.description}</p>
        <button
          type="button"
          aria-haspopup="dialog"
          className={buttonClassName({ variant: 'primary', size: 'small' })}
          onClick={() => {
            setOffer(false);
            show();
          }}
        >
          <Icon name="download" size={20} />
          <span>{t('cta.brochure')}</span>
        </button>
        <button
          type="button"
          className={styles['offerClose']}
          aria-label={t('product.popupClose')}
          onClick={() => {
            focusToggle.current = true;
            setOffer(false);
          }}
        >
          <Icon name="close" size={20} />
        </button>
      </section>
    );
  }
  return (
    <button
      ref={toggleRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      className={buttonClassName({ variant: 'primary', size: 'small' }, styles['toggle'])}
      onClick={() => {
        markSeen();
        if (isOpen) modals?.close();
        else show();
      }}
    >
      <Icon name="download" size={20} />
      <span>{t('product.popupToggle')}</span>
    </button>
  );
}
