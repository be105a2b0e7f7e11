/** A valid contact-form lead (spec §3), as the footer form sends it. */
export const contact = {
  type: 'contact',
  firstName: 'Anna',
  lastName: 'Petrova',
  position: 'Chief engineer',
  company: 'Ural Mining Works',
  industry: '4',
  country: 'Russia',
  countryCode: 'RU',
  email: 'a.petrova@uralmining.example',
  phone: '+7 912 345-67-89',
  comment: 'We run 40 haul trucks; please call back.',
  policyAgreement: true,
  page: '/contacts/',
  product: '',
  locale: 'ru',
};

/** A multipart/form-data body of text fields and files, as a browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  attachments: { field: string; name: string; bytes: Buffer }[],
) {
  const boundary = '----test-boundary-7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of attachments) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const resumeFields = {
  name: 'Ivan Sidorov',
  position: 'Data engineer',
  email: 'ivan@example.com',
  phone: '+7 912 345-67-89',
  comment: 'Five years of MES integration.',
};

/** A brochure download as the download-brochure dialog sends it (spec §3: comment, customData). */
export const brochureLead = {
  ...contact,
  type: 'brochure',
  page: '/products/dispatcher/',
  product: 'dispatcher',
  comment: 'Brochure download',
  customData: { buttonId: 'product-hero', title: 'Dispatcher brochure' },
  industry: 1,
  locale: 'en',
};

/** An event sign-up from the event-request dialog: `event` is the event's code. */
export function eventLead(event: string) {
  return {
    ...contact,
    type: 'event',
    page: `/events/${event}/`,
    event,
    customData: { format: 'offline' },
    locale: 'en',
  };
}

/** A watch-webinar dialog lead: `event` is the webinar's code. */
export function webinarLead(webinar: string) {
  return {
    ...contact,
    type: 'webinar-popup',
    page: '/media/webinars/',
    event: webinar,
    locale: 'en',
  };
}

/** The career form also sends the chosen country and industry. */
export const careerFields = {
  ...resumeFields,
  country: 'Kazakhstan',
  countryCode: 'KZ',
  industry: '4',
};
