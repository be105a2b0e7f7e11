import { redirect } from 'react-router';
import type {
  MediaPage,
  ServedIndustry,
  ServedMediaFilter,
  ServedMediaItem,
  ServedNewsItem,
  ProductsPage,
} from '@corp/shared/contracts';
import { MEDIA_PAGE_SIZE } from '@corp/shared/data-access-api';
import { loadQueries, optional, pageSeo, seoRequest } from '@corp/shared/document';
import { toMediaCard } from '../MediaCard/MediaCard';
import { toMediaCardPage } from '../MediaList/MediaList.island';
import type { MediaListVariant } from '../MediaListPage/MediaListPage';
import { toNewsStory } from '../NewsBlock/NewsBlock';
import { mediaFiltersFromSearch } from '../util/media-list-state';
import type { MediaFilterValues } from '../util/media-list-state';
import { newsPaths } from '../util/paths';
import { namedProducts } from '../util/products';
import type { NewsLoaderArgs } from './page-loader.server';
import { codeParam, itemSeoFallback, listSeoFallback, pageLocale } from './page-loader.server';

const EMPTY_MEDIA_PAGE: MediaPage = { items: [], count: 0 };

/**
 * `/news/media/` and `/news/media/special/`: the filter groups and page 1 of the list (six
 * items, §9, as their cards) for the filters in the URL (`?tag=11`, from a tag link). Failures
 * leave the list empty (§8).
 */
export async function loadMediaListPage(
  { request, context }: NewsLoaderArgs,
  variant: MediaListVariant,
) {
  const locale = pageLocale(request);
  const special = variant === 'special';
  const fromUrl = mediaFiltersFromSearch(new URL(request.url).searchParams);
  // The special projects list has no format filter: every item there is a special project.
  const initialFilters: MediaFilterValues = special ? { ...fromUrl, type: undefined } : fromUrl;
  const [seo, filters, media, lead, top] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getMediaFilters', { locale }],
    [
      'getMedia',
      {
        locale,
        limit: MEDIA_PAGE_SIZE,
        page: 1,
        ...initialFilters,
        ...(special ? { special: true } : {}),
      },
    ],
    // The company news: the lead story and the top row (§7 news flags).
    ['getNews', { locale, mainNews: true, limit: 1 }],
    ['getNews', { locale, topNews: true, limit: 4 }],
  ]);
  return {
    locale,
    variant,
    filterGroups: optional<ServedMediaFilter[]>(filters, []),
    initialFilters,
    firstPage: toMediaCardPage(optional<MediaPage>(media, EMPTY_MEDIA_PAGE)),
    ...(special
      ? {}
      : {
          news: {
            lead: optional<ServedNewsItem[]>(lead, []).map(toNewsStory)[0] ?? null,
            top: optional<ServedNewsItem[]>(top, []).map(toNewsStory),
          },
        }),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      special
        ? await listSeoFallback(locale, 'special.title', 'special.metaDescription')
        : await listSeoFallback(locale, 'media.title', 'media.metaDescription'),
    ),
  };
}

/**
 * `/news/media/{code}/` and `/news/media/special/{code}/`. The web server's route middleware
 * already answers an unknown item with a 301 to / (§2.2); should the item still fail to load
 * here, the loader does the same. An item asked for under the other of the two paths is sent to
 * its own.
 */
export async function loadMediaItemPage(
  { request, context, params }: NewsLoaderArgs,
  special: boolean,
) {
  const locale = pageLocale(request);
  const parsed = mediaCode(params['code']);
  if (!parsed) throw redirect('/', 301);
  const [seo, itemResult] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getMediaItem', { locale, code: parsed }],
  ]);
  if (!itemResult || itemResult.isError) throw redirect('/', 301);
  const item = itemResult.data as ServedMediaItem;
  if (item.special !== special) throw redirect(newsPaths.mediaItem(locale, item), 301);

  const [[related, industries], [products]] = await Promise.all([
    loadQueries(context, [
      [
        'getMedia',
        {
          locale,
          limit: 4,
          page: 1,
          special: item.special,
          ...(item.industry ? { industry: item.industry } : {}),
        },
      ],
      ['getIndustries', { locale }],
    ]),
    item.products.length
      ? loadQueries(context, [['getProducts', { locale, code: item.products }]])
      : Promise.resolve([]),
  ]);
  const industryName = optional<ServedIndustry[]>(industries, []).find(
    (industry) => industry.id === item.industry,
  )?.name;
  return {
    locale,
    item,
    related: optional<MediaPage>(related, EMPTY_MEDIA_PAGE)
      .items.filter((other) => other.code !== item.code)
      .map(toMediaCard),
    products: namedProducts(
      item.products,
      optional<ProductsPage | null>(products, null)?.items ?? [],
    ),
    ...(industryName ? { industryName } : {}),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await itemSeoFallback(locale, item.title, item.previewText, item.image.desktop),
    ),
  };
}

function mediaCode(value: string | undefined): string | null {
  try {
    return codeParam(value);
  } catch {
    return null;
  }
}
