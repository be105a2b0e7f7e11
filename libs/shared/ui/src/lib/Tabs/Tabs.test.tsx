import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TabsProps } from './Tabs';
import { Tabs } from './Tabs';

const items = [
  { id: 'news', label: 'News', content: 'Latest news' },
  { id: 'events', label: 'Events', content: 'Upcoming events' },
  { id: 'cases', label: 'Cases', content: 'Customer cases' },
];

const renderTabs = (props: Partial<TabsProps> = {}) =>
  render(<Tabs items={items} label="Press centre" {...props} />);

describe('Tabs', () => {
  it('selects the first tab and shows its panel only', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Press centre' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'News' });
    expect(panel).toHaveTextContent('Latest news');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches panels on click', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Cases' }));
    expect(screen.getByRole('tabpanel', { name: 'Cases' })).toHaveTextContent('Customer cases');
    expect(screen.queryByText('Latest news')).not.toBeVisible();
  });

  it('has one tab stop, then the panel', async () => {
    const user = userEvent.setup();
    renderTabs({ defaultSelectedId: 'events' });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Events' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Events' })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cases' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cases' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Cases' })).toBeVisible();
  });

  it('follows the selected id it is given and reports choices', async () => {
    const user = userEvent.setup();
    const onSelectedChange = jest.fn();
    renderTabs({ selectedId: 'events', onSelectedChange });
    await user.click(screen.getByRole('tab', { name: 'Cases' }));
    expect(onSelectedChange).toHaveBeenCalledWith('cases');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  });
});
