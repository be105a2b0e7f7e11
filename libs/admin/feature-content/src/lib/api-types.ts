/** The API's shapes, as the admin's data-access layer types them. */
export type {
  ContentItem,
  ItemSummary,
  KindSummary,
  LocaleState,
  MediaAsset,
  MediaAssetDetail,
  PublishError,
  Revision,
  RevisionDetail,
  Schedule,
  ScheduleAction,
} from '@corp/admin/data-access';
