import type { ServedProduct } from '@corp/shared/contracts';
import { ModalButton } from '@corp/shared/modals';
import { Icon } from '@corp/shared/ui';
import type { ProductsTextKey } from '../texts/products-texts';
import { useProductsTexts } from '../texts/products-texts';
import styles from './DownloadLinks.module.scss';

/** Spec §9: on these pages the brochure form's type is brochure-ext. */
const BROCHURE_EXT_PAGES: readonly string[] = ['mdc', 'mdcplus', 'dispatcher'];

/** The brochure type of a product page (spec §9 "Product type defaults"). */
export function brochureType(pageCode: string): 'brochure' | 'brochure-ext' {
  return BROCHURE_EXT_PAGES.includes(pageCode) ? 'brochure-ext' : 'brochure';
}

export interface DownloadLink {
  label: ProductsTextKey;
  /** The dialog that asks for the visitor's details before the file (spec §2.9, §4). */
  modal: 'download-brochure' | 'download-demo';
  /** A PDF of the site, or an external page such as a demo stand. */
  kind: 'pdf' | 'external';
}

/**
 * The materials of a product, in the order a visitor needs them: the brochure (with its "how it
 * works" file) and the demo (a guide to download or an online stand). Each opens its form first:
 * the files arrive in the success modal (spec §3 "Download link info", §4).
 */
export function productDownloads(
  product: Pick<ServedProduct, 'brochure' | 'demo'>,
): DownloadLink[] {
  const { brochure, demo } = product;
  const links: (DownloadLink | null)[] = [
    brochure ? { label: 'downloads.brochure', modal: 'download-brochure', kind: 'pdf' } : null,
    demo
      ? demo.downloadLink
        ? { label: 'downloads.demoGuide', modal: 'download-demo', kind: 'pdf' }
        : { label: 'downloads.demoStand', modal: 'download-demo', kind: 'external' }
      : null,
  ];
  return links.filter((link): link is DownloadLink => link !== null);
}

export interface DownloadLinksProps {
  links: readonly DownloadLink[];
  /** The product the files are of. */
  product: Pick<ServedProduct, 'code' | 'name'>;
  /** The page's code (`dispatcher` shows `mdcplus`): it sets the brochure's type. */
  pageCode: string;
}

/** A list of the product's materials, each opening its download dialog. */
export function DownloadLinks({ links, product, pageCode }: DownloadLinksProps) {
  const t = useProductsTexts();
  return (
    <ul className={styles['list']}>
      {links.map((link) => (
        <li key={link.label}>
          {link.modal === 'download-brochure' ? (
            <ModalButton
              className={styles['link']}
              modal="download-brochure"
              data={{ product: product.code, subtitle: product.name, type: brochureType(pageCode) }}
            >
              <DownloadLabel link={link} t={t} />
            </ModalButton>
          ) : (
            <ModalButton
              className={styles['link']}
              modal="download-demo"
              data={{ product: product.code, subtitle: product.name }}
            >
              <DownloadLabel link={link} t={t} />
            </ModalButton>
          )}
        </li>
      ))}
    </ul>
  );
}

function DownloadLabel({
  link,
  t,
}: {
  link: DownloadLink;
  t: ReturnType<typeof useProductsTexts>;
}) {
  return (
    <>
      <Icon name={link.kind === 'pdf' ? 'download' : 'arrow-right'} />
      <span className={styles['label']}>{t(link.label)}</span>
      {link.kind === 'pdf' && <span className={styles['format']}>{t('downloads.pdf')}</span>}
    </>
  );
}
