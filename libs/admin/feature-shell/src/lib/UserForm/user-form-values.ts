import type { AdminRole, AdminSite, ContentLocale, NewUser } from '@corp/admin/data-access';

export type UserFormValues = NewUser;

export type UserFormProblems = Partial<
  Record<'login' | 'name', 'required' | 'badLogin' | 'taken'> &
    Record<'sites', 'pickSite'> &
    Record<'locales', 'pickLocale'>
>;

const LOGIN = /^[a-z0-9._-]{2,64}$/i;

/** What is wrong with a user's fields; an editor needs at least one site and one locale. */
export function checkUser(values: UserFormValues, withLogin: boolean): UserFormProblems {
  const problems: UserFormProblems = {};
  if (withLogin) {
    if (!values.login.trim()) problems.login = 'required';
    else if (!LOGIN.test(values.login.trim())) problems.login = 'badLogin';
  }
  if (!values.name.trim()) problems.name = 'required';
  if (values.role === 'editor' && !values.sites.length) problems.sites = 'pickSite';
  if (values.role === 'editor' && !values.locales.length) problems.locales = 'pickLocale';
  return problems;
}

export const emptyUser = (role: AdminRole = 'editor'): UserFormValues => ({
  login: '',
  name: '',
  role,
  sites: [] as AdminSite[],
  locales: [] as ContentLocale[],
});

/** `list` with `item` in it or not. */
export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...new Set([...list, item])] : list.filter((one) => one !== item);
}
