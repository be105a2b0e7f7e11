import { Component, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import {
  CHUNK_RELOAD_GUARD_MS,
  lazyChunk,
  loadDocument,
  pageExit,
  reloadAfterChunkError,
  reloadOnce,
  resetChunkRecovery,
} from './chunk-recovery';

/** What the route's error boundary would show instead of the page ("500 Something went wrong"). */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <h1>500 Something went wrong</h1> : this.props.children;
  }
}

function Page({ part }: { part: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <h1>About us</h1>
      <Suspense fallback={<p>loading the form</p>}>{part}</Suspense>
    </RouteErrorBoundary>
  );
}

const failedChunk = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('chunk recovery (spec §2.6)', () => {
  const reload = jest.fn();
  const assign = jest.fn();
  const original = { ...pageExit };
  beforeEach(() => {
    Object.assign(pageExit, { reload, assign });
    reload.mockClear();
    assign.mockClear();
    sessionStorage.clear();
    resetChunkRecovery();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Object.assign(pageExit, original);
    jest.restoreAllMocks();
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    const reloadPage = jest.fn();
    expect(reloadAfterChunkError(storage, reloadPage, 1_000_000)).toBe(true);
    expect(reloadAfterChunkError(storage, reloadPage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(
      false,
    );
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(storage, reloadPage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(
      true,
    );
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('a failed part reloads the page once and shows no error while the page goes', async () => {
    const Form = lazyChunk(failedChunk);
    render(<Page part={<Form />} />);
    await act(async () => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(screen.queryByText(/500/)).toBeNull();
    // A second failure on the page that is already reloading asks for no second reload.
    expect(reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('within the guard a failed part is left out and the page stays, with no 500', async () => {
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    const Form = lazyChunk(failedChunk);
    render(<Page part={<Form />} />);
    await act(async () => undefined);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy();
    expect(screen.queryByText(/500/)).toBeNull();
    expect(screen.queryByText('loading the form')).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('could not load'),
      'TypeError: Failed to fetch dynamically imported module',
    );
  });

  it('within the guard a failed part renders its stand-in with its props', async () => {
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    function ClosesItself({ close }: { close: () => void }) {
      useEffect(close, [close]);
      return null;
    }
    const close = jest.fn();
    const Dialog = lazyChunk<(props: { close: () => void }) => null>(failedChunk, ClosesItself);
    render(<Page part={<Dialog close={close} />} />);
    await act(async () => undefined);
    expect(close).toHaveBeenCalled();
  });

  it('a part whose chunk loads renders as React.lazy does', async () => {
    const Form = lazyChunk(() => Promise.resolve({ default: () => <form aria-label="Contact" /> }));
    render(<Page part={<Form />} />);
    expect(await screen.findByRole('form', { name: 'Contact' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a navigation whose chunks failed loads the target document, whatever the guard', () => {
    sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    loadDocument('/product/flow/?tab=2#specs');
    expect(assign).toHaveBeenCalledWith('/product/flow/?tab=2#specs');
    // It set the guard: a part failing on the way out does not reload the page as well.
    expect(reloadOnce()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
