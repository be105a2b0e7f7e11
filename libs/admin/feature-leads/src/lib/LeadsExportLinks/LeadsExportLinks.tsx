import { ButtonLink } from '@corp/shared/ui';
import { leadsExportUrl } from '@corp/admin/data-access';
import type { LeadsFilter } from '@corp/admin/data-access';
import { useLeadsTexts } from '../leads-texts';
import styles from './LeadsExportLinks.module.scss';

/** Downloads of the filtered view: an exact CSV for machines, a typed spreadsheet for people. */
export function LeadsExportLinks({ filter }: { filter: LeadsFilter }) {
  const t = useLeadsTexts();
  return (
    <section className={styles['exports']} aria-labelledby="leads-exports">
      <h2 id="leads-exports" className={styles['title']}>
        {t('inbox.exports')}
      </h2>
      <ButtonLink variant="secondary" size="small" href={leadsExportUrl('csv', filter)} download>
        {t('inbox.exportCsv')}
      </ButtonLink>
      <ButtonLink variant="secondary" size="small" href={leadsExportUrl('xlsx', filter)} download>
        {t('inbox.exportXlsx')}
      </ButtonLink>
    </section>
  );
}
