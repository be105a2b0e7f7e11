import { screen, within } from '@testing-library/react';
import type { ServedNewsItem } from '@corp/shared/contracts';
import { renderPage, seed } from '../../testing';
import { NEWS_TEASER_FIELDS, NewsTeasers, toNewsTeaser } from './NewsTeasers';

const news = seed<ServedNewsItem>('news').slice(0, 3);

describe('toNewsTeaser', () => {
  it('keeps the teaser’s fields and leaves out the full text and list flags', () => {
    const teaser = toNewsTeaser(news[0] as ServedNewsItem);
    expect(Object.keys(teaser).sort()).toEqual([...NEWS_TEASER_FIELDS].sort());
    expect(teaser).not.toHaveProperty('text');
  });
});

describe('NewsTeasers', () => {
  it('shows each picked item with its date, title and preview', () => {
    renderPage(<NewsTeasers items={news.map(toNewsTeaser)} locale="en" />);
    const [first] = news as [ServedNewsItem];
    const card = screen.getAllByRole('article')[0] as HTMLElement;
    expect(within(card).getByRole('heading', { name: first.title })).toBeInTheDocument();
    expect(within(card).getByText(first.preview)).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('dateTime', first.date);
  });
});
