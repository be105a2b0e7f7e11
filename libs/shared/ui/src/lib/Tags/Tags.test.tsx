import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@corp/shared/i18n';
import { Tags } from './Tags';

describe('Tags', () => {
  it('shows each tag as #name in a labelled list', () => {
    render(
      <I18nProvider locale="ru">
        <Tags tags={[{ name: 'цифровизация' }, { name: 'нефтьигаз' }]} />
      </I18nProvider>,
    );
    const list = screen.getByRole('list', { name: 'Теги' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['#цифровизация', '#нефтьигаз']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a tag with an address, in a new tab', () => {
    render(
      <I18nProvider locale="en">
        <Tags tags={[{ name: 'AI', href: 'https://example.com/tags/ai' }, { name: 'IIoT' }]} />
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: '#AI' });
    expect(link).toHaveAttribute('href', 'https://example.com/tags/ai');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(screen.getByText('#IIoT').closest('a')).toBeNull();
  });

  it('renders nothing without tags', () => {
    const { container } = render(
      <I18nProvider locale="en">
        <Tags tags={[]} />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
