import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouteStateContext } from '@corp/shared/document';
import type { RouteState } from '@corp/shared/document';
import { I18nProvider } from '@corp/shared/i18n';
import { FormPageContext } from './form-page';
import type { FormPage } from './form-page';
import { formRulesHandle } from './form-rules';
import { useFormPage } from './useFormPage';

function PageName() {
  const page = useFormPage();
  return (
    <p>
      {page.site} {page.name} {page.pathname} {page.rules?.feedbackPage ?? '-'}
    </p>
  );
}

const inRoute = (state: RouteState, children: ReactNode) => (
  <I18nProvider locale="ru">
    <RouteStateContext value={state}>{children}</RouteStateContext>
  </I18nProvider>
);

describe('useFormPage', () => {
  it('reads the page from the route state: the deepest page route, its path and rules', () => {
    render(
      inRoute(
        {
          pathname: '/ru/about/hr/',
          matches: [
            { id: 'root', params: {} },
            { id: 'about-hr___ru', params: {}, handle: formRulesHandle({ feedbackPage: '/hr/' }) },
          ],
        },
        <PageName />,
      ),
    );
    expect(screen.getByText('main about-hr /ru/about/hr/ /hr/')).toBeInTheDocument();
  });

  it('takes the page the server resolved on an island page (no routes there)', () => {
    const page: FormPage = {
      site: 'machine',
      name: 'index',
      params: {},
      locale: 'ru',
      pathname: '/2.0/',
      marketingId: 'machine-2',
    };
    render(
      inRoute(
        { pathname: '/2.0/', matches: null },
        <FormPageContext value={page}>
          <PageName />
        </FormPageContext>,
      ),
    );
    expect(screen.getByText('machine index /2.0/ -')).toBeInTheDocument();
  });

  it('says what is missing when a form on an island page has no page from the server', () => {
    const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(inRoute({ pathname: '/about/', matches: null }, <PageName />))).toThrow(
      /needs its page from the server \(FormPageContext\)/,
    );
    problems.mockRestore();
  });
});
