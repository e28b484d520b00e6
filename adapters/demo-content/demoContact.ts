// The embedded demo's own contact addresses: the footer links them when CONTACT_EMAIL
// is unset and the demo is what Newsdesk reads (server/container.ts), and the demo's
// privacy pages name them. example.org is reserved for examples (RFC 2606): no reader's
// mail reaches anyone, and no real newsroom's mailbox is borrowed. One per language
// shows what CONTACT_EMAIL's lang=address pairs do.
import type { ContactAddresses } from '../../src/domain/contactAddress.ts';

export const DEMO_CONTACT_ADDRESSES: ContactAddresses = {
  general: 'newsroom@example.org',
  byLang: { it: 'redazione@example.org', fr: 'redaction@example.org', de: 'redaktion@example.org', es: 'redaccion@example.org', pt: 'redacao@example.org' },
};
