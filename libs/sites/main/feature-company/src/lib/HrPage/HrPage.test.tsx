import { screen, within } from '@testing-library/react';
import { hrProps } from '../testing/page-props';
import { renderPage } from '../testing/render-page.test-support';
import { HrPage } from './HrPage';

const props = hrProps;

describe('HrPage', () => {
  it('opens with the hr banner whose button leads to the resume section', () => {
    renderPage(<HrPage {...props('ru')} />, 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Карьера в «Феррум Диджитал»',
    );
    expect(screen.getByRole('link', { name: 'Отправить резюме' })).toHaveAttribute(
      'href',
      '#resume',
    );
    expect(document.getElementById('resume')).toHaveTextContent('Отправьте резюме');
    const crumbs = within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(crumbs.getByRole('link', { name: 'О компании' })).toHaveAttribute('href', '/ru/about/');
  });

  it('shows why to join, the teams that hire, the people, the cities and the hiring steps', () => {
    renderPage(<HrPage {...props('en')} />);
    expect(
      within(screen.getByRole('region', { name: 'Why work with us' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const teams = within(screen.getByRole('region', { name: 'Teams that are hiring' }));
    expect(teams.getByRole('heading', { name: 'Robotics' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Meet the team' })).getByText('Marina Orlova'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Perm' })).toHaveAttribute('href', '/contacts/perm/');
    expect(
      within(screen.getByRole('region', { name: 'How we hire' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Your CV', 'Interview', 'Practical task', 'Offer']);
  });

  it('takes CVs by e-mail to the headquarters, or through a resume form where the site has one', () => {
    const { unmount } = renderPage(<HrPage {...props('en')} />);
    const resume = within(screen.getByRole('region', { name: 'Send your CV' }));
    expect(resume.getByRole('link', { name: 'info@ferrum-digital.example' })).toHaveAttribute(
      'href',
      'mailto:info@ferrum-digital.example',
    );
    unmount();
    renderPage(<HrPage {...props('en')} resumeForm={<form aria-label="Resume" />} />);
    const withForm = within(screen.getByRole('region', { name: 'Send your CV' }));
    expect(withForm.getByRole('form', { name: 'Resume' })).toBeInTheDocument();
    expect(withForm.queryByRole('link')).not.toBeInTheDocument();
  });
});
