import { useEffect, useState } from 'react';
import type { ApiLocale } from '@corp/shared/contracts';
import type * as DataAccessModule from './on-demand';
import type { QueryArgOf, QueryEndpointName, QueryDataOf } from '../lib/api';

type DataAccess = typeof DataAccessModule;

let loading: Promise<DataAccess> | undefined;

/**
 * The api itself (RTK Query, its endpoints and the response contracts), loaded in its own
 * chunk the first time the browser needs it: a page's first load never carries it, nor does a
 * form (which imports only its own endpoints).
 */
export function loadDataAccess(): Promise<DataAccess> {
  loading ??= import('./on-demand');
  return loading;
}

export interface BrowserQueryState<T> {
  /** The answer for these arguments, once it has arrived. */
  data: T | undefined;
  isFetching: boolean;
  isError: boolean;
}

const idle = { data: undefined, isFetching: false, isError: false };
const pending = { data: undefined, isFetching: true, isError: false };

/**
 * An RTK Query endpoint's query from the browser's store, started only when `skip` is false,
 * with the api loaded on demand: what `useXxxQuery(args, { skip })` does, for the interactive
 * parts of a page (filters, "show more") whose first state came from the server.
 *
 *   const { data, isFetching, isError } = useBrowserQuery('getMedia', args, { skip });
 */
export function useBrowserQuery<K extends QueryEndpointName>(
  endpoint: K,
  args: QueryArgOf<K>,
  { skip = false, locale }: { skip?: boolean; locale?: ApiLocale } = {},
): BrowserQueryState<QueryDataOf<K>> {
  const request = skip ? null : `${endpoint} ${JSON.stringify(args)}`;
  const [answer, setAnswer] = useState<{
    request: string;
    state: BrowserQueryState<QueryDataOf<K>>;
  } | null>(null);
  useEffect(() => {
    if (request === null) return undefined;
    let release: (() => void) | undefined;
    let active = true;
    void loadDataAccess().then(({ apiEndpoints, browserStore }) => {
      if (!active) return;
      const store = browserStore(locale);
      const query = apiEndpoints[endpoint] as unknown as {
        initiate: (arg: unknown) => never;
        select: (arg: unknown) => (state: unknown) => {
          data?: unknown;
          isError: boolean;
          isSuccess: boolean;
          isUninitialized: boolean;
          status: string;
        };
      };
      const subscription = store.dispatch(query.initiate(args)) as unknown as {
        unsubscribe(): void;
      };
      const select = query.select(args);
      let last: unknown;
      const read = () => {
        const result = select(store.getState());
        if (result === last) return;
        last = result;
        setAnswer({
          request,
          state: {
            data: result.isSuccess ? (result.data as QueryDataOf<K>) : undefined,
            isFetching: result.status === 'pending' || result.isUninitialized,
            isError: result.isError,
          },
        });
      };
      const unsubscribe = store.subscribe(read);
      read();
      release = () => {
        unsubscribe();
        subscription.unsubscribe();
      };
    });
    return () => {
      active = false;
      release?.();
    };
    // `request` stands for `endpoint` and `args` (a new object on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, locale]);
  if (request === null) return idle;
  return answer?.request === request ? answer.state : pending;
}
