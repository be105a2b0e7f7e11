import { render, screen } from '@testing-library/react';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it('offers the whole local set', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'close',
        'tick',
        'arrow-left',
        'arrow-right',
        'arrow-up',
        'chevron-down',
        'play',
        'pause',
        'sound-on',
        'sound-off',
        'download',
        'menu',
        'search',
        'phone',
        'mail',
        'telegram',
        'vk',
        'youtube',
        'linkedin',
      ]),
    );
  });

  it.each(iconNames)('draws %s inline, hidden from assistive technology', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.childElementCount).toBeGreaterThan(0);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('becomes an image with an accessible name when labelled', () => {
    render(<Icon name="telegram" label="Telegram" />);
    const img = screen.getByRole('img', { name: 'Telegram' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('takes its size in px', () => {
    const { container } = render(<Icon name="close" size={16} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '16');
    expect(container.querySelector('svg')).toHaveAttribute('height', '16');
  });
});
