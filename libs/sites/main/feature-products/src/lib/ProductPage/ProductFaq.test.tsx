import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteStateContext } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import type { ProductFaqProps } from './ProductFaq.island';

const faq = [
  { question: 'Does it run on premises?', answer: 'Yes, on your own servers.' },
  { question: 'How long is a pilot?', answer: 'Three months.' },
];

describe('the product questions part', () => {
  it('opens an answer and closes it again, from JSON props with no router', async () => {
    const user = userEvent.setup();
    const props = JSON.parse(JSON.stringify({ faq })) as ProductFaqProps;
    const Part = (await import('./ProductFaq.island')).ProductFaq;
    render(
      <RouteStateContext value={{ pathname: '/product/flow/', matches: null }}>
        <I18nProvider locale="en">
          <Part {...props} />
        </I18nProvider>
      </RouteStateContext>,
    );
    const question = screen.getByRole('button', { name: 'How long is a pilot?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Three months.')).toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });
});
