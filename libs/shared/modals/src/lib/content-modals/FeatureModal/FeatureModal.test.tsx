import { screen, within } from '@testing-library/react';
import type { FeatureModalData } from '../../modal-data';
import { activeModal, openModal } from '../content-modals.test-support';

// jsdom has no scrolling: the page's scroll lock calls `window.scrollTo` on close.
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

const data: FeatureModalData = {
  title: 'OEE and loss analysis',
  text: 'Availability, performance and quality losses by machine, shift and part number.',
  paragraphs: [
    'Every stop is classified by the operator at the terminal.',
    'The Pareto of reasons shows which three causes to fix first.',
  ],
  image: { src: '/images/b/analytics.svg', alt: 'An OEE dashboard', width: 640, height: 360 },
};

describe('FeatureModal (feature-modal)', () => {
  it('is a dialog named by the feature, with its text, paragraphs and picture', async () => {
    const { dialog } = await openModal('feature-modal', data);
    expect(dialog).toHaveAccessibleName('OEE and loss analysis');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'OEE and loss analysis',
    );
    expect(dialog).toHaveTextContent(data.text);
    expect(within(dialog).getByText(/Every stop is classified/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Pareto of reasons/)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'An OEE dashboard' })).toHaveAttribute(
      'src',
      '/images/b/analytics.svg',
    );
  });

  it('shows only the text when there are no paragraphs and no picture', async () => {
    const { dialog } = await openModal('feature-modal', { title: data.title, text: data.text });
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText(/./, { selector: 'p' })).toHaveLength(1);
  });

  it('closes with Escape', async () => {
    const { user } = await openModal('feature-modal', data);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(activeModal()).toBe('none');
  });

  it('closes with the close icon, labelled in the page language', async () => {
    const { user, dialog } = await openModal('feature-modal', data, { locale: 'ru' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(activeModal()).toBe('none');
  });
});
