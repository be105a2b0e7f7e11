import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ServedProduct } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { I18nProvider } from '@corp/shared/i18n';
import { ModalProvider, modalNames } from '@corp/shared/modals';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import { mediaQueries } from '@corp/shared/ui';
import { BROCHURE_POPUP_DELAY_MS, BrochurePopup } from './BrochurePopup.island';

const product = (code: string, locale: 'en' | 'ru' = 'en') =>
  (seedItems('products', locale) as unknown as ServedProduct[]).find(
    (item) => item.code === code,
  ) as ServedProduct;

/** Every dialog stands in as one with the modal's name. */
const testModals: ModalRegistry = Object.fromEntries(
  modalNames.map((name) => [
    name,
    ({ close }: ModalRenderProps) => (
      <div role="dialog" aria-modal="true" aria-label={name}>
        <button type="button" onClick={close}>
          close
        </button>
      </div>
    ),
  ]),
);

/** A screen `width` px wide, as `matchMedia` answers for it. */
function screenWidth(width: number) {
  const smMax = Number(/max-width: (\d+)px/.exec(mediaQueries.sm)?.[1]);
  window.matchMedia = ((query: string) => ({
    matches: query === mediaQueries.sm ? width <= smMax : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function renderPopup(code = 'flow', locale: 'en' | 'ru' = 'en') {
  return render(
    <I18nProvider locale={locale}>
      <ModalProvider registry={testModals}>
        <main>
          <p>The page’s text</p>
        </main>
        <BrochurePopup product={product(code, locale)} />
      </ModalProvider>
    </I18nProvider>,
  );
}

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  document.body.style.paddingBottom = '';
});

afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('BrochurePopup', () => {
  it('on a large screen opens the brochure dialog by itself after 4 s (spec §4)', () => {
    screenWidth(1440);
    renderPopup();
    act(() => void jest.advanceTimersByTime(BROCHURE_POPUP_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'popup-brochure' })).toBeInTheDocument();
  });

  it('on a phone offers the brochure in a strip that blocks nothing (issue 42)', () => {
    screenWidth(375);
    const flow = product('flow');
    renderPopup();
    const toggle = screen.getByRole('button', { name: 'Brochure' });
    act(() => void jest.advanceTimersByTime(BROCHURE_POPUP_DELAY_MS));
    // No dialog: nothing modal, the page keeps its focus and its scrolling.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).not.toBe('hidden');
    const offer = screen.getByRole('region', { name: flow.popupBrochure?.title });
    expect(offer).toHaveTextContent(flow.popupBrochure?.description ?? '');
    expect(offer).not.toHaveAttribute('aria-modal');
    expect(offer).not.toContainElement(document.activeElement as HTMLElement);
    expect(toggle).not.toBeInTheDocument();
    expect(screen.getByText('The page’s text')).toBeVisible();
    // Its button opens the dialog the spec describes.
    fireEvent.click(within(offer).getByRole('button', { name: 'Download the brochure' }));
    expect(screen.getByRole('dialog', { name: 'popup-brochure' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: flow.popupBrochure?.title })).toBeNull();
  });

  it('on a phone is dismissed by its close button, in the page language, once per session', () => {
    screenWidth(375);
    const flow = product('flow', 'ru');
    const { unmount } = renderPopup('flow', 'ru');
    act(() => void jest.advanceTimersByTime(BROCHURE_POPUP_DELAY_MS));
    const offer = screen.getByRole('region', { name: flow.popupBrochure?.title });
    expect(within(offer).getByRole('button', { name: 'Скачать брошюру' })).toBeInTheDocument();
    fireEvent.click(within(offer).getByRole('button', { name: 'Закрыть предложение брошюры' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes to the button that takes the offer's place, which still opens it.
    const toggle = screen.getByRole('button', { name: 'Брошюра' });
    expect(toggle).toHaveFocus();
    expect(document.body.style.paddingBottom).toBe('');
    unmount();
    renderPopup('flow', 'ru');
    act(() => void jest.advanceTimersByTime(BROCHURE_POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
