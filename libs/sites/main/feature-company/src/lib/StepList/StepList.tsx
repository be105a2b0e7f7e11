import styles from './StepList.module.scss';

export interface Step {
  title: string;
  text: string;
}

export interface StepListProps {
  steps: readonly Step[];
}

/** Numbered steps of a process: what happens after a request, how hiring goes. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className={styles['steps']}>
      {steps.map((step) => (
        <li key={step.title} className={styles['step']}>
          <h3 className={styles['title']}>{step.title}</h3>
          <p className={styles['text']}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
