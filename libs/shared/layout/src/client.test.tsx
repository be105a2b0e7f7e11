import { useEffect } from 'react';
import { render } from '@testing-library/react';
import {
  CHUNK_RELOAD_GUARD_MS,
  HYDRATED_ATTRIBUTE,
  HydrationMark,
  reloadAfterChunkError,
} from './client';

describe('reloadAfterChunkError', () => {
  it('reloads once, then not again within 60 s, then again after', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    const reload = jest.fn();
    expect(reloadAfterChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadAfterChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(storage, reload, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('HydrationMark', () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it('marks <html> once the page inside has run its effects, not before', () => {
    const marked: boolean[] = [];
    function Page() {
      useEffect(() => {
        marked.push(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE));
      }, []);
      return <p>page</p>;
    }
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    render(
      <HydrationMark>
        <Page />
      </HydrationMark>,
    );
    expect(marked).toEqual([false]);
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('');
  });
});
