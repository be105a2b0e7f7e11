import { safeNext } from './hooks';

describe('safeNext', () => {
  it.each([
    ['/users?x=1', '/users?x=1'],
    ['/content/events/a', '/content/events/a'],
    [null, '/'],
    ['', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/sign-in?next=/users', '/'],
  ])('goes back to %p as %p after signing in', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });
});
