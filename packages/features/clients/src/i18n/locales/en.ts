import { labels } from '../labels.js';

/**
 * English texts of the `clients` namespace (the agent's clients: spec §2 my-clients,
 * my-clients/{id}; §6 licensed only; issue #11). Its menu and page labels
 * (`menu.*`, `pages.*`) come from `labels.ts`, bundled with the feature object (issue #30).
 */
export const en = {
  ...labels,
  common: {
    clients: 'Clients',
    none: '—',
    /** A next premium due before today (issue #28 item 6). */
    overdue: 'Overdue',
    forbidden: 'Only licensed agents can see clients.',
    policyStatus: {
      PENDING: 'Pending',
      ACTIVE: 'Active',
      LAPSED: 'Lapsed',
      CANCELLED: 'Cancelled',
    },
    premium: {
      MONTHLY: '{{amount}} / month',
      QUARTERLY: '{{amount}} / quarter',
      ANNUAL: '{{amount}} / year',
    },
  },
  list: {
    subtitle: 'The people you have sold policies to. Find one by name, email, phone or policy number.',
    search: {
      label: 'Search clients',
      placeholder: 'Name, email, phone or policy number',
      clear: 'Clear search',
    },
    filters: {
      label: 'Filters',
      productType: 'Product type',
      policyStatus: 'Policy status',
      all: 'All',
      clear: 'Clear search and filters',
      loadError: 'The filter choices could not be loaded.',
    },
    table: 'Clients',
    columns: {
      client: 'Client',
      phone: 'Phone',
      location: 'Location',
      products: 'Products',
      policies: 'Policies',
      annualPremium: 'Annual premium',
      nextPremiumDue: 'Next premium due',
    },
    openClient: 'Open the details of {{name}}',
    empty: 'No clients yet',
    emptyHint: 'Your clients appear here once a policy you sold is recorded.',
    noMatch: 'No clients match your search',
    noMatchHint: 'Try other words, or clear the search and filters.',
    loadError: 'Your clients could not be loaded.',
    pagination: 'Client list pages',
    goToPage: 'Go to page {{page}}',
  },
  detail: {
    back: 'Back to my clients',
    subtitle: 'Client since {{date}}',
    loading: 'Loading the client',
    loadError: 'This client could not be loaded.',
    notFound: 'Client not found',
    notFoundHint: 'This client does not exist or is not one of your clients.',
    commissions: 'Commissions on this client',
    contact: {
      title: 'Contact',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      dateOfBirth: 'Date of birth',
      clientSince: 'Client since',
      emailTo: 'Email {{name}}',
      call: 'Call {{name}}',
    },
    summary: {
      title: 'Summary',
      policies: 'Policies',
      activePolicies: 'Active policies',
      annualPremium: 'Annual premium',
      nextPremiumDue: 'Next premium due',
    },
    policies: {
      title: 'Policies',
      empty: 'No policies yet',
      columns: {
        policyNo: 'Policy number',
        productType: 'Product type',
        product: 'Product',
        status: 'Status',
        premium: 'Premium',
        faceAmount: 'Face amount',
        effectiveDate: 'Effective date',
        nextPremiumDue: 'Next premium due',
      },
    },
  },
};
