import { useMemo } from 'react';
import { useListContentQuery, useListMediaQuery } from '@corp/admin/data-access';
import type { ContentKindName } from '@corp/shared/contracts';
import type { ContentServices } from './content-services';

/** The form's lists from the server: a kind's items for its pickers, the library's images. */
export function useApiServices(): ContentServices {
  return useMemo(
    () => ({
      useReferenceOptions: (kind: ContentKindName) => {
        const { data, isLoading } = useListContentQuery({ kind, limit: 500 });
        return {
          options: (data?.data ?? []).map((item) => ({
            value: item.key,
            label: item.title || item.key,
          })),
          loading: isLoading,
        };
      },
      useMediaAssets: (query) => {
        const { data, isLoading } = useListMediaQuery({ ...query, limit: 60 });
        return { assets: data?.data ?? [], loading: isLoading };
      },
    }),
    [],
  );
}
