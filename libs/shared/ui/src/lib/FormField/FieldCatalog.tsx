import type { ReactNode } from 'react';
import styles from './FieldCatalog.module.scss';

export interface CatalogEntry<P> {
  name: string;
  props: Partial<P>;
}

export interface FieldCatalogProps<P> {
  /** Variants, one row each. */
  rows: readonly CatalogEntry<P>[];
  /** States, one column each. */
  states: readonly CatalogEntry<P>[];
  render: (props: Partial<P>, cell: { row: string; state: string }) => ReactNode;
}

/** A variant × state grid of one form control, for the catalog stories designers review. */
export function FieldCatalog<P>({ rows, states, render }: FieldCatalogProps<P>) {
  return (
    <table className={styles['catalog']}>
      <thead>
        <tr>
          <th scope="col">Variant / state</th>
          {states.map((state) => (
            <th scope="col" key={state.name}>
              {state.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            {states.map((state) => (
              <td key={state.name}>
                {render({ ...row.props, ...state.props }, { row: row.name, state: state.name })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
