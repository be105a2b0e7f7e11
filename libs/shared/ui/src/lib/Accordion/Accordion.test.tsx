import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccordionProps } from './Accordion';
import { Accordion } from './Accordion';

const items = [
  { id: 'company', title: 'Company', content: 'About us, careers' },
  { id: 'products', title: 'Products', content: 'MES, digital twin' },
  { id: 'contacts', title: 'Contacts', content: 'Offices and phones' },
];

const renderAccordion = (props: Partial<AccordionProps> = {}) =>
  render(<Accordion items={items} {...props} />);

describe('Accordion', () => {
  it('starts closed: heading buttons control their hidden regions', () => {
    renderAccordion();
    const button = screen.getByRole('button', { name: 'Company' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.closest('h3')).not.toBeNull();
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens a section on click and names its region after the button', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Products' })).toHaveTextContent('MES, digital twin');
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps one section open at a time by default', async () => {
    const user = userEvent.setup();
    renderAccordion({ defaultOpenIds: ['company'] });
    expect(screen.getByRole('region', { name: 'Company' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Contacts' }));
    expect(screen.getByRole('region', { name: 'Contacts' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('lets several sections open when multiple', async () => {
    const user = userEvent.setup();
    renderAccordion({ multiple: true });
    await user.click(screen.getByRole('button', { name: 'Company' }));
    await user.click(screen.getByRole('button', { name: 'Contacts' }));
    expect(screen.getAllByRole('region').map((region) => region.textContent)).toEqual([
      'About us, careers',
      'Offices and phones',
    ]);
  });

  it('moves between headers with arrows, Home and End, and toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    renderAccordion();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Company' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Products' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Contacts' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Company' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Contacts' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Company' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Company' })).toBeVisible();
    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('follows the open ids it is given and reports changes', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderAccordion({ openIds: ['products'], onOpenChange });
    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(onOpenChange).toHaveBeenCalledWith(['company']);
    // Controlled: nothing changes until the parent passes new ids.
    expect(screen.getByRole('region', { name: 'Products' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Company' })).not.toBeInTheDocument();
  });

  it('uses the heading level asked for', () => {
    renderAccordion({ headingLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Company' })).toBeInTheDocument();
  });
});
