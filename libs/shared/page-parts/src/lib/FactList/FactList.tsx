import styles from './FactList.module.scss';

export interface Fact {
  value: string;
  label: string;
}

export interface FactListProps {
  facts: readonly Fact[];
}

/** Key figures: a large value over its label. */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className={styles['facts']}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles['fact']}>
          <dt className={styles['label']}>{fact.label}</dt>
          <dd className={styles['value']}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
