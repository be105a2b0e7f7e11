import type { ReactNode, TdHTMLAttributes } from 'react';

/** A row or column of a grid: a variant or size (string or number), or a named state. */
export type StoryGridItem = string | number | { name: string };

/** The name of a row or column: its key, and its header unless a label is given. */
function nameOf(item: StoryGridItem): string {
  return typeof item === 'object' ? item.name : String(item);
}

export interface StoryGridProps<R extends StoryGridItem, C extends StoryGridItem> {
  /** The header of the rows' column (what the rows are: "Variant", "Size / state"…). */
  corner: string;
  /** One row each, headed by its name. */
  rows: readonly R[];
  /** One column each, headed by `columnLabel` or its name. */
  columns: readonly C[];
  columnLabel?: (column: C) => ReactNode;
  /** What a cell shows. */
  cell: (row: R, column: C) => ReactNode;
  /** A cell's own attributes (its style, its language…). */
  cellProps?: (row: R, column: C) => TdHTMLAttributes<HTMLTableCellElement>;
  /** The table's width (its content's by default). */
  width?: string;
}

/**
 * A rows × columns table of one component (variants × states), for the catalog stories
 * designers review: a header row of the columns' names, then a row each with its name first.
 */
export function StoryGrid<R extends StoryGridItem, C extends StoryGridItem>({
  corner,
  rows,
  columns,
  columnLabel = nameOf,
  cell,
  cellProps,
  width,
}: StoryGridProps<R, C>) {
  return (
    <table style={width === undefined ? { borderSpacing: 16 } : { borderSpacing: 16, width }}>
      <thead>
        <tr>
          <th scope="col">{corner}</th>
          {columns.map((column) => (
            <th scope="col" key={nameOf(column)}>
              {columnLabel(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={nameOf(row)}>
            <th scope="row">{nameOf(row)}</th>
            {columns.map((column) => (
              <td key={nameOf(column)} {...cellProps?.(row, column)}>
                {cell(row, column)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The cell style of an `inverse` variant: on the brand surface, with room around it. */
export function inverseCellStyle(variant: string, style: { maxWidth?: number } = {}) {
  return variant === 'inverse'
    ? { style: { background: 'var(--color-surface-brand)', padding: 8, ...style } }
    : { style: Object.keys(style).length > 0 ? style : undefined };
}
