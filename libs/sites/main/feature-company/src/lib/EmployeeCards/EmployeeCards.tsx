import type { ServedEmployee } from '@corp/shared/contracts';
import { Picture } from '@corp/shared/ui';
import { CardGrid } from '@corp/shared/page-parts';
import styles from './EmployeeCards.module.scss';

export interface EmployeeCardsProps {
  employees: readonly ServedEmployee[];
}

/** People of the company (`GET /employees/`): photo, name, position, department and a quote. */
export function EmployeeCards({ employees }: EmployeeCardsProps) {
  return (
    <CardGrid columns={3}>
      {employees.map((employee) => (
        <figure key={employee.id} className={styles['card']}>
          {/* The caption is the figure's first child (HTML): the person beside the quote. */}
          <figcaption className={styles['person']}>
            <Picture
              className={styles['photo']}
              image={employee.photo}
              alt=""
              fit="cover"
              width={72}
              height={72}
            />
            <span className={styles['caption']}>
              <span className={styles['name']}>{employee.name}</span>
              <span className={styles['position']}>{employee.position}</span>
              <span className={styles['department']}>{employee.department}</span>
            </span>
          </figcaption>
          <blockquote className={styles['quote']}>
            <p>{employee.quote}</p>
          </blockquote>
        </figure>
      ))}
    </CardGrid>
  );
}
