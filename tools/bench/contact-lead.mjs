/** A valid contact-form lead (spec §3), as the footer form sends it: what the benches post. */
export const contactLead = {
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
  comment: 'Benchmark lead',
  policyAgreement: true,
  page: '/contacts/',
  product: '',
  locale: 'ru',
};
