import { screen, within } from '@testing-library/react';
import type { ServedCase } from '@corp/shared/contracts';
import { renderPage, seed } from '../../testing';
import { CASE_TEASER_FIELDS, CaseTeasers, toCaseTeaser } from './CaseTeasers';

const cases = seed<ServedCase>('cases').slice(0, 3);

describe('toCaseTeaser', () => {
  it('keeps the teaser’s fields and the headline result, not the case’s story', () => {
    const full = cases.find((item) => item.results.length > 1) as ServedCase;
    const teaser = toCaseTeaser(full);
    expect(Object.keys(teaser).sort()).toEqual([...CASE_TEASER_FIELDS].sort());
    expect(teaser.results).toEqual([full.results[0]]);
    expect(teaser).not.toHaveProperty('challenge');
    expect(teaser).not.toHaveProperty('solution');
  });
});

describe('CaseTeasers', () => {
  it('shows each picked case with its company, preview, headline result and page link', () => {
    renderPage(<CaseTeasers items={cases.map(toCaseTeaser)} locale="ru" />, 'ru');
    const [first] = cases as [ServedCase];
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/ru/cases/${first.code}/`,
    );
    expect(within(card).getByText(first.company)).toBeInTheDocument();
    expect(within(card).getByText(first.preview)).toBeInTheDocument();
    expect(within(card).getByText(first.results[0]?.value as string)).toBeInTheDocument();
  });
});
