import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderPage } from '../../testing';
import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('scrolls smoothly to a section of the page and moves the focus there', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <SiteLink href="#resume">Send your CV</SiteLink>
        <section id="resume">Resume</section>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Send your CV' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByText('Resume')).toHaveFocus();
  });

  it('follows a page of the site through the router', async () => {
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route path="/" element={<SiteLink href="/ru/contacts/">Контакты</SiteLink>} />
        <Route path="/ru/contacts/" element={<h1>Контакты</h1>} />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: 'Контакты' }));
    expect(await screen.findByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
  });

  it('leaves files to the browser', () => {
    renderPage(
      <SiteLink href="/download/Privacy_Policy.pdf" download="Privacy_Policy.pdf">
        Privacy Policy
      </SiteLink>,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy.pdf',
    );
  });
});
