import { useDeferredValue, useState } from 'react';
import {
  errorStatus,
  useDeleteMediaMutation,
  useGetMediaQuery,
  useListMediaQuery,
  useUploadMedia,
} from '@corp/admin/data-access';
import type { MediaKind } from '@corp/admin/data-access';
import { apiError } from '../ContentEditor/ContentEditorPage';
import { useContentTexts } from '../content-texts';
import type { UploadState } from '../UploadZone/UploadZone';
import { MediaLibraryView } from './MediaLibraryView';
import type { MediaFilter } from './MediaLibraryView';

const kinds = new Set(['image', 'pdf', 'video']);

/** `/admin/media`: the library with the server behind it; uploads one file at a time. */
export function MediaLibraryPage() {
  const t = useContentTexts();
  const [filter, setFilter] = useState<MediaFilter>({ q: '', kind: '' });
  const q = useDeferredValue(filter.q);
  const list = useListMediaQuery({
    q: q || undefined,
    kind: kinds.has(filter.kind) ? (filter.kind as MediaKind) : undefined,
    limit: 120,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = useGetMediaQuery(selectedId ?? '', { skip: selectedId === null });
  const [remove, removal] = useDeleteMediaMutation();
  const upload = useUploadMedia();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [alt, setAlt] = useState('');
  const [message, setMessage] = useState<string>();

  const update = (id: string, change: Partial<UploadState>) =>
    setUploads((current) =>
      current.map((each) => (each.id === id ? { ...each, ...change } : each)),
    );

  const onFiles = async (files: File[]) => {
    const started = files.map((file, index) => ({
      id: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
      done: false,
    }));
    setUploads((current) => [...started, ...current].slice(0, 20));
    for (const [index, file] of files.entries()) {
      const id = started[index]?.id ?? file.name;
      try {
        await upload(file, { alt, onProgress: (progress) => update(id, { progress }) });
        update(id, { done: true, progress: 1 });
      } catch (error) {
        update(id, { error: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  return (
    <MediaLibraryView
      assets={list.data?.data ?? []}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      filter={filter}
      onFilter={setFilter}
      uploads={uploads}
      onFiles={(files) => void onFiles(files)}
      alt={alt}
      onAlt={setAlt}
      selected={selectedId !== null ? selected.data : undefined}
      onSelect={(id) => {
        setSelectedId(id);
        setMessage(undefined);
      }}
      deleting={removal.isLoading}
      onDelete={(id) => {
        const name = selected.data?.originalName ?? id;
        remove(id)
          .unwrap()
          .then(() => {
            setSelectedId(null);
            setMessage(t('media.deleted', { name }));
          })
          .catch((error: unknown) =>
            setMessage(
              errorStatus(error as never) === 409
                ? t('media.deleteRefused', { name })
                : t('editor.error', { message: apiError(error).message }),
            ),
          );
      }}
      message={message}
    />
  );
}
