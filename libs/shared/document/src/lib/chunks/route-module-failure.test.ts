import { pageExit, resetChunkRecovery } from '@corp/shared/ui';
import { routeModuleFailed } from './route-module-failure';

type Router = NonNullable<Parameters<typeof routeModuleFailed>[0]>;
const routerGoingTo = (location?: { pathname: string; search: string; hash: string }) =>
  ({ state: { navigation: { location } } }) as unknown as Router;

describe('routeModuleFailed (spec §2.6)', () => {
  const reload = jest.fn();
  const assign = jest.fn();
  const original = { ...pageExit };
  beforeEach(() => {
    Object.assign(pageExit, { reload, assign });
    reload.mockClear();
    assign.mockClear();
    sessionStorage.clear();
    resetChunkRecovery();
  });
  afterEach(() => Object.assign(pageExit, original));

  it('loads the page the visitor was going to, not the one they are leaving', () => {
    routeModuleFailed(
      routerGoingTo({ pathname: '/product/flow/', search: '?a=1', hash: '#specs' }),
    );
    expect(assign).toHaveBeenCalledWith('/product/flow/?a=1#specs');
    expect(reload).not.toHaveBeenCalled();
  });

  it('outside a navigation reloads the page once, guarded', () => {
    routeModuleFailed(routerGoingTo(undefined));
    expect(reload).toHaveBeenCalledTimes(1);
    resetChunkRecovery();
    routeModuleFailed(routerGoingTo(undefined));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
