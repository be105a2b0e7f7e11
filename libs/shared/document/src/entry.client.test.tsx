import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { HYDRATED_ATTRIBUTE, HydrationMark } from './entry.client';

describe('HydrationMark', () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it('marks <html> once the page inside has run its effects, not before', () => {
    const marked: boolean[] = [];
    function Page() {
      useEffect(() => {
        marked.push(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE));
      }, []);
      return <p>page</p>;
    }
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    render(
      <HydrationMark>
        <Page />
      </HydrationMark>,
    );
    expect(marked).toEqual([false]);
    expect(document.documentElement.getAttribute(HYDRATED_ATTRIBUTE)).toBe('');
  });
});
