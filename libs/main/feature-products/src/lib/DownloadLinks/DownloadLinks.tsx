import type { ServedProduct } from '@corp/shared/contracts';
import { Icon } from '@corp/shared/ui';
import type { ProductsTextKey } from '../texts/products-texts';
import { useProductsTexts } from '../texts/products-texts';
import styles from './DownloadLinks.module.scss';

export interface DownloadLink {
  href: string;
  label: ProductsTextKey;
  /** A PDF of the site (`/download/…`), or an external page such as a demo stand. */
  kind: 'pdf' | 'external';
}

/**
 * The downloads of a product, in the order a visitor needs them: brochure, how it works, demo
 * guide, online demo (spec §3 "Download link info"; §4 "Downloads open a link in a new tab").
 */
export function productDownloads(
  product: Pick<ServedProduct, 'brochure' | 'demo'>,
): DownloadLink[] {
  const { brochure, demo } = product;
  const links: (DownloadLink | null)[] = [
    brochure ? { href: brochure.downloadLink, label: 'downloads.brochure', kind: 'pdf' } : null,
    brochure?.howItWorkFileLink
      ? { href: brochure.howItWorkFileLink, label: 'downloads.howItWorks', kind: 'pdf' }
      : null,
    demo?.downloadLink
      ? { href: demo.downloadLink, label: 'downloads.demoGuide', kind: 'pdf' }
      : null,
    demo?.externalLink
      ? { href: demo.externalLink, label: 'downloads.demoStand', kind: 'external' }
      : null,
  ];
  return links.filter((link): link is DownloadLink => link !== null);
}

export interface DownloadLinksProps {
  links: readonly DownloadLink[];
}

/** A list of files and demo links, each opening in a new tab. */
export function DownloadLinks({ links }: DownloadLinksProps) {
  const t = useProductsTexts();
  return (
    <ul className={styles['list']}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            className={styles['link']}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            {...(link.kind === 'pdf' ? { type: 'application/pdf' } : {})}
          >
            <Icon name={link.kind === 'pdf' ? 'download' : 'arrow-right'} />
            <span className={styles['label']}>{t(link.label)}</span>
            {link.kind === 'pdf' && <span className={styles['format']}>{t('downloads.pdf')}</span>}
            <span className={styles['hidden']}> ({t('downloads.newTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
