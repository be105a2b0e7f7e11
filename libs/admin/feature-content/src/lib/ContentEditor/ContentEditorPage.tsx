import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import {
  errorBody,
  selectSession,
  useCancelScheduleMutation,
  useCreateScheduleMutation,
  useGetContentItemQuery,
  useGetRevisionQuery,
  useListRevisionsQuery,
  usePreviewItemMutation,
  usePublishItemMutation,
  useRestoreRevisionMutation,
  useSaveDraftMutation,
  useUnpublishItemMutation,
} from '@corp/admin/data-access';
import type { PublishError, SessionUser, WithSession } from '@corp/admin/data-access';
import type { ContentKindName } from '@corp/shared/contracts';
import { locales } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { useContentTexts } from '../content-texts';
import { ContentServicesProvider } from '../content-services';
import { isContentKind } from '../schema/derive-fields';
import { useApiServices } from '../use-api-services';
import { ContentEditor } from './ContentEditor';

/** The locales a user may write in a site: all for administrators, theirs for an editor of it. */
export function editableLocalesOf(user: SessionUser | null, site: string): readonly Locale[] {
  if (!user) return [];
  if (user.role === 'admin') return locales;
  if (user.role !== 'editor' || !(user.sites as readonly string[]).includes(site)) return [];
  return locales.filter((locale) => user.locales.includes(locale));
}

/** A failed call as an Error carrying the API's message. */
export function apiError(error: unknown): Error {
  const body = errorBody(error as never);
  if (body) return new Error(body.message);
  const status = (error as { status?: unknown })?.status;
  return new Error(typeof status === 'number' ? `HTTP ${status}` : 'The network failed');
}

/** The publish refusals of a 422 `invalid_content`, or `undefined` for another failure. */
export function publishErrors(error: unknown): PublishError[] | undefined {
  const data = (error as { status?: number; data?: { code?: string; errors?: unknown } }) ?? {};
  if (data.status !== 422 || data.data?.code !== 'invalid_content') return undefined;
  return Array.isArray(data.data.errors) ? (data.data.errors as PublishError[]) : [];
}

function EditorForItem({ kind, itemKey }: { kind: ContentKindName; itemKey: string }) {
  const t = useContentTexts();
  const ref = { kind, key: itemKey };
  const user = useSelector((state: WithSession) => selectSession(state).user);
  const item = useGetContentItemQuery(ref);
  const revisions = useListRevisionsQuery(ref);
  const [viewed, setViewed] = useState<number | string | null>(null);
  const revision = useGetRevisionQuery({ ...ref, id: viewed ?? 0 }, { skip: viewed === null });
  const [saveDraft] = useSaveDraftMutation();
  const [publish] = usePublishItemMutation();
  const [unpublish] = useUnpublishItemMutation();
  const [restore] = useRestoreRevisionMutation();
  const [schedule] = useCreateScheduleMutation();
  const [cancelSchedule] = useCancelScheduleMutation();
  const [preview] = usePreviewItemMutation();
  const call = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      throw apiError(error);
    }
  };
  if (item.isError) return <p role="alert">{t('editor.failed')}</p>;
  if (!item.data) return <p>{t('overview.loading')}</p>;
  return (
    <ContentEditor
      kind={kind}
      item={item.data}
      editableLocales={editableLocalesOf(user, item.data.site)}
      revisions={revisions.data ?? []}
      viewedRevision={viewed !== null ? revision.data : undefined}
      onViewRevision={setViewed}
      onRestore={(id) => call(restore({ ...ref, id }).unwrap())}
      onSaveDraft={(locale, data) => call(saveDraft({ ...ref, locale, data }).unwrap())}
      onPublish={async () => {
        try {
          await publish(ref).unwrap();
          return [];
        } catch (error) {
          const refused = publishErrors(error);
          if (refused) return refused;
          throw apiError(error);
        }
      }}
      onUnpublish={() => call(unpublish(ref).unwrap())}
      onPreview={async (locale) => {
        // The tab opens at once (a popup blocker allows it on the click), then gets its URL.
        const tab = window.open('', '_blank');
        // The preview page must not reach back into the admin.
        if (tab) tab.opener = null;
        try {
          const { url } = await preview({ ...ref, locale }).unwrap();
          if (tab) tab.location.href = url;
          else window.open(url, '_blank', 'noopener');
        } catch (error) {
          tab?.close();
          throw apiError(error);
        }
      }}
      onSchedule={(action, runAt) => call(schedule({ ...ref, action, runAt }).unwrap())}
      onCancelSchedule={(id) => call(cancelSchedule({ ...ref, id }).unwrap())}
      previewable
    />
  );
}

/** `/admin/content/:kind/:key`: the editor of one item, with the server behind it. */
export function ContentEditorPage() {
  const { kind, key } = useParams();
  const services = useApiServices();
  if (!isContentKind(kind) || !key) return <p role="alert">404</p>;
  return (
    <ContentServicesProvider services={services}>
      <EditorForItem key={`${kind}/${key}`} kind={kind} itemKey={key} />
    </ContentServicesProvider>
  );
}
