/** The head office (spec: the header's phones and e-mail), else the first office. */
export function headOfficeOf<T extends { isHeadOffice: boolean }>(offices: readonly T[]): T | null {
  return offices.find((office) => office.isHeadOffice) ?? offices[0] ?? null;
}
