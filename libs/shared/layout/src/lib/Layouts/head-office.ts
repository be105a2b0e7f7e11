import type { LayoutOffice } from './layout-data';

/** The head office (spec: the header's phones and e-mail), else the first office. */
export function headOfficeOf(offices: readonly LayoutOffice[]): LayoutOffice | null {
  return offices.find((office) => office.isHeadOffice) ?? offices[0] ?? null;
}
