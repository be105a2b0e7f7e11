import { Link } from 'react-router';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './KindsList.module.scss';

export interface KindsListProps {
  /** Content kinds (`contentKinds` of @corp/shared/contracts), each linking to its list. */
  kinds: readonly string[];
}

/** The content kinds, each a link to its list at `/admin/content/:kind`. */
export function KindsList({ kinds }: KindsListProps) {
  const t = useAdminT();
  return (
    <ul className={styles['list']} aria-label={t('dashboard.kinds')}>
      {kinds.map((kind) => (
        <li key={kind}>
          <Link className={styles['link']} to={`/content/${kind}`}>
            {t(`kinds.${kind}`, { defaultValue: kind })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
