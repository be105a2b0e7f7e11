import { PathLink } from '@corp/shared/layout';
import type { ServedMediaItem } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Island } from '@corp/shared/document';
import { ModalButton } from '@corp/shared/modals';
import { buttonClassName, Picture, Tags } from '@corp/shared/ui';
import { CardGrid } from '../CardGrid/CardGrid';
import { MediaCard } from '../MediaCard/MediaCard';
import type { MediaCardData } from '../MediaCard/MediaCard';
import { PageHeading } from '../PageHeading/PageHeading';
import { useNewsTexts } from '../texts/news-texts';
import { VideoFacade } from '../VideoFacade/VideoFacade.island';
import { contentDate } from '../util/dates';
import type { NamedProduct } from '../util/products';
import { newsPaths } from '../util/paths';
import styles from './MediaItemPage.module.scss';

export interface MediaItemPageProps {
  locale: Locale;
  item: ServedMediaItem;
  /** Other items to read next (the page shows up to three). */
  related: readonly MediaCardData[];
  /** The item's products with their names, in the item's order. */
  products: readonly NamedProduct[];
  /** The name of the item's industry, when it has one. */
  industryName?: string;
}

/**
 * A media item's page (`/news/media/{code}/`) or a special project's (`…/special/{code}/`). On an
 * island page (ADR 0032) only its video is a part; its dialog buttons are `ModalButton`s.
 */
export function MediaItemPage({
  locale,
  item,
  related,
  products,
  industryName,
}: MediaItemPageProps) {
  const t = useNewsTexts();
  const listHref = item.special ? newsPaths.special(locale) : newsPaths.media(locale);
  const breadcrumbs = [
    { label: t('media.title'), href: newsPaths.media(locale) },
    ...(item.special ? [{ label: t('special.title'), href: newsPaths.special(locale) }] : []),
    { label: item.title },
  ];
  const tagHref = (id: number) => `${newsPaths.media(locale)}?tag=${id}`;
  const shownRelated = related.filter((other) => other.code !== item.code).slice(0, 3);
  return (
    <div className={styles['page']}>
      <article className={styles['article']} aria-labelledby="media-item-title">
        <PageHeading
          locale={locale}
          breadcrumbs={breadcrumbs}
          eyebrow={t(`media.types.${item.type}`)}
          title={item.title}
          titleId="media-item-title"
          lead={item.previewText}
        >
          <p className={styles['meta']}>
            <span>
              {t('media.published')}{' '}
              <time dateTime={item.date}>{contentDate(item.date, locale)}</time>
            </span>
            <span>{t('common.readingTime', { count: item.readingMinutes })}</span>
            {industryName ? <span>{industryName}</span> : null}
          </p>
        </PageHeading>
        <figure className={styles['figure']}>
          {item.videoUrl ? (
            <Island
              name="VideoFacade"
              part={VideoFacade}
              props={{ src: item.videoUrl, title: item.title, poster: item.image }}
            />
          ) : (
            <Picture
              image={item.image}
              alt={item.image.alt ?? ''}
              loading="eager"
              fit="cover"
              className={styles['picture']}
            />
          )}
        </figure>
        <div className={styles['body']}>
          <div className={styles['text']}>
            {item.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside className={styles['aside']}>
            {item.tags.length > 0 ? (
              <section aria-labelledby="media-item-tags">
                <h2 id="media-item-tags" className={styles['asideTitle']}>
                  {t('common.tags')}
                </h2>
                <Tags
                  tags={item.tags.map((tag) => ({ name: tag.name, href: tagHref(tag.id) }))}
                  label={t('common.tags')}
                />
              </section>
            ) : null}
            {products.length > 0 ? (
              <section aria-labelledby="media-item-products">
                <h2 id="media-item-products" className={styles['asideTitle']}>
                  {t('common.products')}
                </h2>
                <ul className={styles['products']}>
                  {products.map((product) => (
                    <li key={product.code}>
                      <PathLink to={newsPaths.product(locale, product.code)}>
                        {product.name}
                      </PathLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className={styles['actions']}>
              <ModalButton
                className={buttonClassName()}
                modal="send-request"
                // Spec §9: a send-request from a news page is of type news.
                data={{
                  type: 'news',
                  title: t('media.request'),
                  subtitle: item.title,
                  ...(products[0] ? { product: products[0].code } : {}),
                  customData: { news: item.code },
                }}
              >
                {t('media.request')}
              </ModalButton>
              <ModalButton className={buttonClassName({ variant: 'outline' })} modal="newsletter">
                {t('media.subscribe')}
              </ModalButton>
            </div>
            <PathLink to={listHref} className={styles['back']}>
              {item.special ? t('special.backToList') : t('media.backToList')}
            </PathLink>
          </aside>
        </div>
      </article>
      {shownRelated.length > 0 ? (
        <section className={styles['related']} aria-labelledby="media-item-related">
          <h2 id="media-item-related" className={styles['relatedTitle']}>
            {item.special ? t('media.relatedSpecial') : t('media.related')}
          </h2>
          <CardGrid
            items={shownRelated}
            keyOf={(other) => other.code}
            renderItem={(other) => <MediaCard item={other} locale={locale} />}
          />
        </section>
      ) : null}
    </div>
  );
}
