import type {
  LeadDetail,
  LeadOwner,
  LeadRow,
  SessionUser,
  SubjectData,
} from '@corp/admin/data-access';

export const sally: SessionUser = {
  id: 'u-sally',
  login: 'sally',
  name: 'Sally Sales',
  role: 'sales',
  sites: ['main'],
  locales: ['en'],
};

export const ada: SessionUser = { ...sally, id: 'u-ada', login: 'ada', name: 'Ada', role: 'admin' };

export const owners: LeadOwner[] = [
  { id: 'u-sally', login: 'sally', name: 'Sally Sales' },
  { id: 'u-ada', login: 'ada', name: 'Ada' },
];

export const rows: LeadRow[] = [
  {
    id: 'lead-3',
    createdAt: '2026-11-28T09:15:00.000Z',
    type: 'resume',
    site: 'main',
    locale: 'en',
    page: '/career/',
    product: '',
    event: '',
    email: 'ivan@example.com',
    name: 'Ivan Petrov',
    company: '',
    status: 'new',
    owner: null,
    unread: true,
    hasFile: true,
    deliveries: { webhook: 'dead', email: 'delivered' },
  },
  {
    id: 'lead-2',
    createdAt: '2026-11-27T14:02:00.000Z',
    type: 'demo',
    site: 'asia',
    locale: 'ru',
    page: '/products/ferrum-mes/',
    product: 'ferrum-mes',
    event: '',
    email: 'olga@example.com',
    name: 'Olga Smirnova',
    company: 'Uralmash',
    status: 'qualified',
    owner: { id: 'u-sally', login: 'sally', name: 'Sally Sales' },
    unread: false,
    hasFile: false,
    deliveries: { webhook: 'delivered', email: 'delivered' },
  },
];

export const lead: LeadDetail = {
  id: 'lead-3',
  createdAt: '2026-11-28T09:15:00.000Z',
  type: 'resume',
  site: 'main',
  locale: 'en',
  page: '/career/',
  pageUrl: 'http://localhost:3000/career/',
  product: '',
  event: '',
  email: 'ivan@example.com',
  status: 'new',
  owner: null,
  openedAt: '2026-11-28T10:00:00.000Z',
  fields: {
    name: 'Ivan Petrov',
    position: 'Engineer',
    email: 'ivan@example.com',
    phone: '+49 30 1234567',
    countryCode: 'DE',
    comment: 'I would like to join.',
    policyAgreement: true,
  },
  file: { id: 'file-1', name: 'cv.pdf', size: 123_456, url: '/admin/api/files/file-1' },
  consent: {
    policyAgreement: true,
    records: [{ createdAt: '2026-11-28T09:10:00.000Z', cookieList: 'required,analytical' }],
  },
  deliveries: [
    {
      id: 11,
      target: 'webhook',
      status: 'dead',
      attempts: 8,
      lastError: 'HTTP 502',
      nextAttemptAt: null,
      deliveredAt: null,
    },
    {
      id: 12,
      target: 'email',
      status: 'delivered',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: '2026-11-28T09:15:05.000Z',
    },
  ],
  earlier: [
    { id: 'lead-1', createdAt: '2026-10-01T08:00:00.000Z', type: 'contact', status: 'closed' },
  ],
};

export const subject: SubjectData = {
  leads: [
    {
      id: 'lead-3',
      createdAt: '2026-11-28T09:15:00.000Z',
      type: 'resume',
      email: 'ivan@example.com',
      site: 'main',
    },
    {
      id: 'lead-1',
      createdAt: '2026-10-01T08:00:00.000Z',
      type: 'contact',
      email: 'Ivan@Example.com',
      site: 'main',
    },
  ],
  files: [{ id: 'file-1', leadId: 'lead-3', originalName: 'cv.pdf', size: 123_456 }],
  deliveries: [
    { id: 11, leadId: 'lead-3', target: 'webhook', status: 'dead' },
    { id: 1, leadId: 'lead-1', target: 'webhook', status: 'delivered' },
  ],
  idempotencyRecords: [
    {
      route: 'feedback-resume',
      key: 'k-1',
      leadId: 'lead-3',
      createdAt: '2026-11-28T09:15:00.000Z',
    },
  ],
  consentRecords: { linkable: false, note: 'Cookie consent records are keyed by a fingerprint.' },
  deliveredToCrm: ['lead-1'],
};
