import { CHUNK_RELOAD_GUARD_MS, reloadAfterChunkError } from './client';

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
