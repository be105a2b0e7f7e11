import { cachedBrowserSnapshot } from './browser-snapshot';

function source() {
  let value = 1;
  let reads = 0;
  const listeners = new Set<() => void>();
  const snapshot = cachedBrowserSnapshot(
    () => {
      reads++;
      return value;
    },
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  );
  return {
    snapshot,
    set: (next: number) => (value = next),
    fire: () => listeners.forEach((listener) => listener()),
    reads: () => reads,
  };
}

describe('cachedBrowserSnapshot', () => {
  it('reads on every call while nobody is subscribed', () => {
    const s = source();
    expect(s.snapshot.getSnapshot()).toBe(1);
    s.set(2);
    expect(s.snapshot.getSnapshot()).toBe(2);
    expect(s.reads()).toBe(2);
  });

  it('reads once per change while subscribed, and tells the subscriber', () => {
    const s = source();
    const onChange = jest.fn();
    const unsubscribe = s.snapshot.subscribe(onChange);
    expect([s.snapshot.getSnapshot(), s.snapshot.getSnapshot()]).toEqual([1, 1]);
    expect(s.reads()).toBe(1);
    s.set(3);
    s.fire();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect([s.snapshot.getSnapshot(), s.snapshot.getSnapshot()]).toEqual([3, 3]);
    expect(s.reads()).toBe(2);
    unsubscribe();
    s.set(4);
    expect(s.snapshot.getSnapshot()).toBe(4);
  });

  it('reads afresh on a new subscription, so a change before it is not missed', () => {
    const s = source();
    const first = s.snapshot.subscribe(() => undefined);
    expect(s.snapshot.getSnapshot()).toBe(1);
    first();
    s.set(5); // changed while nobody listened
    s.snapshot.subscribe(() => undefined);
    expect(s.snapshot.getSnapshot()).toBe(5);
  });

  it('reads once for all the hooks that subscribe while it is current', () => {
    const s = source();
    const detach = [1, 2, 3, 4].map(() => {
      const unsubscribe = s.snapshot.subscribe(() => undefined);
      expect(s.snapshot.getSnapshot()).toBe(1);
      return unsubscribe;
    });
    expect(s.reads()).toBe(1);
    s.set(6);
    s.fire();
    expect(s.snapshot.getSnapshot()).toBe(6);
    expect(s.reads()).toBe(2);
    detach.forEach((unsubscribe) => unsubscribe());
  });
});
