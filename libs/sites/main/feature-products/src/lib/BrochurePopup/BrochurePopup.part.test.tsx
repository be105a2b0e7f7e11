import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { pick } from '@corp/shared/contracts';
import type { ServedProduct } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';
import { RouteStateContext } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import { ModalProvider, modalNames } from '@corp/shared/modals';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import { mediaQueries } from '@corp/shared/ui';
import { BROCHURE_POPUP_DELAY_MS, BROCHURE_POPUP_FIELDS } from './BrochurePopup.island';
import type { BrochurePopupProps } from './BrochurePopup.island';

const flow = (seedItems('products', 'en') as unknown as ServedProduct[]).find(
  (item) => item.code === 'flow',
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

/** The props as the product island page carries them: the product's fields, through JSON. */
const props = JSON.parse(
  JSON.stringify({ product: pick(flow, BROCHURE_POPUP_FIELDS) }),
) as BrochurePopupProps;

/** The part as an island (ADR 0032): no router, no modal provider around it, only the page's path. */
let part: ReactElement;
beforeAll(async () => {
  const Part = (await import('./BrochurePopup.island')).BrochurePopup;
  part = (
    <RouteStateContext value={{ pathname: '/product/flow/', matches: null }}>
      <I18nProvider locale="en">
        <Part {...props} />
      </I18nProvider>
    </RouteStateContext>
  );
});

/** The page's modal host: an island of its own, in a root of its own. */
const renderModalHost = () => render(<ModalProvider registry={testModals}>{null}</ModalProvider>);

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('the brochure pop-up part', () => {
  it('renders on the server with no modal provider: the toggle', () => {
    expect(renderToString(part)).toContain('Brochure');
  });

  it('opens the dialog by itself 4 s after the page’s modal host has started, and toggles it', () => {
    screenWidth(1440);
    render(part);
    act(() => void jest.advanceTimersByTime(BROCHURE_POPUP_DELAY_MS * 2));
    // No modal host yet: nothing opened, and it has not counted as seen.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    renderModalHost();
    act(() => void jest.advanceTimersByTime(BROCHURE_POPUP_DELAY_MS));
    expect(screen.getByRole('dialog', { name: 'popup-brochure' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Brochure' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on a phone shows its offer and is dismissed by its close button', () => {
    screenWidth(375);
    renderModalHost();
    render(part);
    act(() => void jest.advanceTimersByTime(BROCHURE_POPUP_DELAY_MS));
    const offer = screen.getByRole('region', { name: flow.popupBrochure?.title });
    fireEvent.click(within(offer).getByRole('button', { name: 'Close the brochure offer' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Brochure' })).toHaveFocus();
  });
});
