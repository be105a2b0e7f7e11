import { followAnchor, inPageAnchor, SCROLL_OFFSET, scrollToId } from './scroll-to';

describe('in-page anchors', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    Object.defineProperty(window, 'scrollTo', { value: scrollTo, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    document.body.innerHTML = '<section id="team">Team</section>';
    jest
      .spyOn(document.getElementById('team') as HTMLElement, 'getBoundingClientRect')
      .mockReturnValue({ top: 400 } as DOMRect);
  });

  it('tells an anchor of this page from a link elsewhere', () => {
    expect(inPageAnchor('#team', '/about/')).toBe('team');
    expect(inPageAnchor('/about/#team', '/about/')).toBe('team');
    expect(inPageAnchor('/about#team', '/about/')).toBe('team');
    expect(inPageAnchor('/ru/about/#team', '/about/')).toBeNull();
    expect(inPageAnchor('/about/', '/about/')).toBeNull();
    expect(inPageAnchor('#', '/about/')).toBeNull();
  });

  it('scrolls smoothly to 150 px above the element and moves the focus there', () => {
    expect(SCROLL_OFFSET).toBe(150);
    expect(scrollToId('team')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + 400 - 150, behavior: 'smooth' });
    expect(document.activeElement).toBe(document.getElementById('team'));
  });

  it('leaves links to other pages and missing anchors alone', () => {
    const event = { preventDefault: jest.fn() };
    expect(followAnchor(event, '/contacts/', '/about/')).toBe(false);
    expect(followAnchor(event, '#nowhere', '/about/')).toBe(false);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(followAnchor(event, '#team', '/about/')).toBe(true);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
