import { useState } from 'react';
import { Button, Select, TextField } from '@corp/shared/ui';
import type { ContentKindName } from '@corp/shared/contracts';
import { contentSites } from '@corp/shared/contracts';
import { locales } from '@corp/shared/i18n';
import type { ItemSummary } from '../api-types';
import { useContentTexts } from '../content-texts';
import { CreateItemDialog } from '../CreateItemDialog/CreateItemDialog';
import { LocaleMatrix } from '../LocaleMatrix/LocaleMatrix';
import styles from './ContentList.module.scss';

export interface ContentListFilter {
  q: string;
  site: string;
  status: string;
  missing: string;
}

export interface ContentListViewProps {
  kind: ContentKindName;
  items: readonly ItemSummary[];
  total: number;
  loading: boolean;
  filter: ContentListFilter;
  onFilter: (filter: ContentListFilter) => void;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  /** Sites the user may create items in (none: no "New item"). */
  creatableSites: readonly string[];
  onCreate: (site: string, key: string | undefined) => Promise<void>;
}

/** A kind's items: search, filters, the locale matrix, paging and a new item. */
export function ContentListView(props: ContentListViewProps) {
  const t = useContentTexts();
  const { filter, onFilter } = props;
  const [creating, setCreating] = useState(false);
  const all = { value: '', label: t('list.all') };
  const set = (change: Partial<ContentListFilter>) => onFilter({ ...filter, ...change });
  return (
    <div className={styles['page']}>
      <div className={styles['head']}>
        <h1 className={styles['title']}>{t(`kinds.${props.kind}`)}</h1>
        {props.creatableSites.length > 0 ? (
          <Button onClick={() => setCreating(true)}>{t('list.create')}</Button>
        ) : null}
      </div>
      <form
        className={styles['filters']}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label={t('list.search')}
          type="text"
          value={filter.q}
          onChange={(event) => set({ q: event.target.value })}
        />
        <Select
          label={t('list.site')}
          options={[all, ...contentSites.map((site) => ({ value: site, label: site }))]}
          value={filter.site}
          onChange={(site) => set({ site })}
        />
        <Select
          label={t('list.status')}
          options={[
            all,
            ...(['published', 'changed', 'draft'] as const).map((status) => ({
              value: status,
              label: t(`states.${status}`),
            })),
          ]}
          value={filter.status}
          onChange={(status) => set({ status })}
        />
        <Select
          label={t('list.missing')}
          options={[
            all,
            ...locales.map((locale) => ({ value: locale, label: t(`locales.${locale}`) })),
          ]}
          value={filter.missing}
          onChange={(missing) => set({ missing })}
        />
      </form>
      <p className={styles['total']} role="status">
        {props.loading ? t('overview.loading') : t('list.total' as never, { count: props.total })}
      </p>
      {props.items.length > 0 ? (
        <LocaleMatrix kind={props.kind} items={props.items} />
      ) : props.loading ? null : (
        <p>{t('list.empty')}</p>
      )}
      <div className={styles['pager']}>
        <Button
          variant="ghost"
          size="small"
          disabled={props.offset === 0}
          onClick={() => props.onOffset(Math.max(0, props.offset - props.pageSize))}
        >
          {t('list.previous')}
        </Button>
        <Button
          variant="ghost"
          size="small"
          disabled={props.offset + props.pageSize >= props.total}
          onClick={() => props.onOffset(props.offset + props.pageSize)}
        >
          {t('list.next')}
        </Button>
      </div>
      {creating ? (
        <CreateItemDialog
          open
          onClose={() => setCreating(false)}
          kind={props.kind}
          sites={props.creatableSites}
          onCreate={props.onCreate}
        />
      ) : null}
    </div>
  );
}
