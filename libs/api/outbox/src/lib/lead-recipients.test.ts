import { loadOutboxConfig } from './outbox-config';
import { notifyKey, recipientsFor } from './lead-recipients';

describe('recipientsFor', () => {
  const config = loadOutboxConfig({
    LEADS_NOTIFY_TO: 'sales@ferrum.example',
    LEADS_NOTIFY_TO_ASIA: 'asia@ferrum.example',
    LEADS_NOTIFY_TO_RESUME: 'hr@ferrum.example',
    LEADS_NOTIFY_TO_BROCHURE_EXT: 'marketing@ferrum.example, docs@ferrum.example',
    LEADS_NOTIFY_TO_ASIA_WEBINAR_POPUP: 'asia-events@ferrum.example',
  });

  it.each([
    ['main', 'contact', ['sales@ferrum.example']],
    ['asia', 'contact', ['asia@ferrum.example']],
    ['main', 'resume', ['hr@ferrum.example']],
    // A type names who handles the lead wherever it was left …
    ['asia', 'resume', ['hr@ferrum.example']],
    ['idp', 'brochure-ext', ['marketing@ferrum.example', 'docs@ferrum.example']],
    // … and a site's own type is more specific still.
    ['asia', 'webinar-popup', ['asia-events@ferrum.example']],
    ['main', 'webinar-popup', ['sales@ferrum.example']],
    // Stored before leads had a site: the type's or the default.
    ['', 'contact', ['sales@ferrum.example']],
    ['', 'resume', ['hr@ferrum.example']],
  ])('a %s %s lead goes to %j', (site, type, expected) => {
    expect(recipientsFor(config, { site, type })).toEqual(expected);
  });

  it('is nobody without a default and without a variable of the lead', () => {
    const onlyAsia = loadOutboxConfig({ LEADS_NOTIFY_TO_ASIA: 'asia@ferrum.example' });
    expect(recipientsFor(onlyAsia, { site: 'main', type: 'contact' })).toEqual([]);
    expect(recipientsFor(onlyAsia, { site: 'asia', type: 'contact' })).toEqual([
      'asia@ferrum.example',
    ]);
  });

  it('names variables as the sites and types upper-cased with _ for -', () => {
    expect(notifyKey('brochure-popup')).toBe('BROCHURE_POPUP');
    expect(notifyKey('techpod')).toBe('TECHPOD');
  });
});

describe('LEADS_NOTIFY_TO_<SITE|TYPE|SITE_TYPE>', () => {
  it('reads every set variable, blank ones as unset', () => {
    const config = loadOutboxConfig({
      LEADS_NOTIFY_TO_MOUNT: 'mount@ferrum.example;crm@ferrum.example',
      LEADS_NOTIFY_TO_SUBSCRIBE: '',
      LEADS_NOTIFY_TO_TECHPOD_DEMO: ' demo@ferrum.example ',
      LEADS_NOTIFY_TO_WHATEVER: ' ',
    });
    expect(config.mailTo).toEqual([]);
    expect(config.mailToBy).toEqual({
      MOUNT: ['mount@ferrum.example', 'crm@ferrum.example'],
      TECHPOD_DEMO: ['demo@ferrum.example'],
    });
  });

  it('refuses an unknown site or type and a bad address, naming each variable', () => {
    let message = '';
    try {
      loadOutboxConfig({
        LEADS_NOTIFY_TO_EUROPE: 'eu@ferrum.example',
        LEADS_NOTIFY_TO_ASIA_BROCHURE: 'not-an-address',
        LEADS_NOTIFY_TO_webinar: 'events@ferrum.example',
        OUTBOX_BATCH: 'many',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid outbox configuration:/);
    expect(message).toContain('  OUTBOX_BATCH');
    expect(message).toMatch(/ {2}LEADS_NOTIFY_TO_EUROPE: names no site or lead type; .*MAIN, ASIA/);
    expect(message).toContain('  LEADS_NOTIFY_TO_webinar: names no site or lead type');
    expect(message).toContain(
      '  LEADS_NOTIFY_TO_ASIA_BROCHURE: must be an e-mail address (the list is comma-separated)',
    );
    expect(message).toContain('BROCHURE_EXT');
    expect(message).not.toContain('not-an-address');
  });
});
