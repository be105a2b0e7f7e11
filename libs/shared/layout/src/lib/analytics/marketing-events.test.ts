import { pushMarketingEvent, reachGoal, reportFormEvent } from './marketing-events';

function consent(list: string | null) {
  if (list === null) {
    document.cookie = 'cookiePermission=; path=/; max-age=0';
    document.cookie = 'cookieList=; path=/; max-age=0';
    return;
  }
  document.cookie = 'cookiePermission=Y; path=/';
  document.cookie = `cookieList=${encodeURIComponent(list)}; path=/`;
}

afterEach(() => {
  consent(null);
  delete window.corpMarketing;
  delete window.ym;
});

describe('the marketing queue', () => {
  it('without a choice, or with marketing refused, nothing is pushed and no queue appears', () => {
    expect(reportFormEvent('request', 'main.contacts')).toBe(false);
    consent('required,analytical');
    expect(pushMarketingEvent(['product-view', { code: 'flow' }])).toBe(false);
    expect(window.corpMarketing).toBeUndefined();
  });

  it('with marketing consent, events are queued for the script; earlier ones are not kept', () => {
    reportFormEvent('brochure', 'main.product:flow');
    consent('required,marketing');
    expect(reportFormEvent('request', 'main.contacts')).toBe(true);
    expect(window.corpMarketing).toEqual([['form', { type: 'request', page: 'main.contacts' }]]);
  });

  it("keeps the script's own receiver once it has replaced the queue", () => {
    consent('required,marketing');
    const received: unknown[] = [];
    window.corpMarketing = { push: (...events) => received.push(...events) };
    pushMarketingEvent(['product-view', { code: 'mdcplus' }]);
    expect(received).toEqual([['product-view', { code: 'mdcplus' }]]);
  });

  it('a receiver that throws does not break the caller', () => {
    consent('required,marketing');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.corpMarketing = {
      push: () => {
        throw new Error('broken script');
      },
    };
    expect(reportFormEvent('request', 'main.home')).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a consent withdrawn later stops the events at once', () => {
    consent('required,marketing');
    reportFormEvent('request', 'main.home');
    consent('required');
    reportFormEvent('request', 'main.about');
    expect(window.corpMarketing).toHaveLength(1);
  });
});

describe('reachGoal', () => {
  // A goal a site's form rules name (the asia site's is `asia_send_form`, spec §4).
  const GOAL = 'send_form';
  const calls: unknown[][] = [];
  beforeEach(() => {
    calls.length = 0;
    window.ym = (...args: unknown[]) => void calls.push(args);
  });

  it('calls Metrika with a counter and analytical consent', () => {
    consent('required,analytical');
    expect(reachGoal(GOAL, '98765')).toBe(true);
    expect(calls).toEqual([[98765, 'reachGoal', 'send_form']]);
  });

  it('does nothing without a counter, without Metrika, or without analytical consent', () => {
    consent('required,analytical');
    expect(reachGoal(GOAL, undefined)).toBe(false);
    expect(reachGoal(GOAL, 'abc')).toBe(false);
    consent('required,marketing');
    expect(reachGoal(GOAL, '98765')).toBe(false);
    consent(null);
    expect(reachGoal(GOAL, '98765')).toBe(false);
    consent('required,analytical');
    delete window.ym;
    expect(reachGoal(GOAL, '98765')).toBe(false);
    expect(calls).toEqual([]);
  });
});
