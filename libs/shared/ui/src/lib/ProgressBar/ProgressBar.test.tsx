import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider } from '@corp/shared/i18n';
import { ProgressBar, progressAt } from './ProgressBar';

const inI18n = (element: ReactElement) => <I18nProvider locale="en">{element}</I18nProvider>;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const progress = () => screen.getByRole('progressbar', { name: 'Page loading' });

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is absent while nothing loads', () => {
    render(inI18n(<ProgressBar active={false} />));
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a progress bar with its range while active', () => {
    render(inI18n(<ProgressBar active />));
    expect(progress()).toHaveAttribute('aria-valuemin', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '100');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
  });

  it('updates at most every 200 ms and fills in 5000 ms', () => {
    render(inI18n(<ProgressBar active />));
    advance(199);
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    advance(1);
    expect(progress()).toHaveAttribute('aria-valuenow', '4');
    advance(150);
    expect(progress()).toHaveAttribute('aria-valuenow', '4');
    advance(2150); // 2500 ms: 12 updates so far
    expect(progress()).toHaveAttribute('aria-valuenow', '48');
    advance(2499); // 4999 ms
    expect(progress()).toHaveAttribute('aria-valuenow', '96');
    advance(1); // 5000 ms
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    advance(5000);
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
  });

  it('completes and hides when the load ends, and restarts from zero', () => {
    const { rerender } = render(inI18n(<ProgressBar active />));
    advance(1000);
    expect(progress()).toHaveAttribute('aria-valuenow', '20');
    rerender(inI18n(<ProgressBar active={false} />));
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    advance(200);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(inI18n(<ProgressBar active />));
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
  });

  it('restarts when a new load begins while finishing', () => {
    const { rerender } = render(inI18n(<ProgressBar active />));
    advance(600);
    rerender(inI18n(<ProgressBar active={false} />));
    rerender(inI18n(<ProgressBar active />));
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    advance(400);
    expect(progress()).toHaveAttribute('aria-valuenow', '8');
  });

  it('computes progress linearly and caps it', () => {
    expect(progressAt(0, 200, 5000)).toBe(0);
    expect(progressAt(5, 200, 5000)).toBe(20);
    expect(progressAt(25, 200, 5000)).toBe(100);
    expect(progressAt(99, 200, 5000)).toBe(100);
    expect(progressAt(1, 200, 0)).toBe(100);
  });
});
