import type { EnquirySubject } from '@uaq/contract';

/** Texts of the Enquiries tab (translate here). */
export const adminEnquiriesTexts = {
  heading: 'Contact enquiries',
  loading: 'Loading enquiries...',
  loadFailed: 'The enquiries could not be loaded. Please reload the page.',
  empty: 'No enquiries received yet',
  emptyHint: 'Messages sent from the contact page appear here.',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  received: 'Received',
  notProvided: 'Not provided',
  handled: 'Handled',
  markHandled: (name: string) => `Mark the enquiry from ${name} as handled`,
  newBadge: 'New',
  handledBadge: 'Handled',
  updateFailed: 'The enquiry could not be updated. Please try again.',
  markedHandled: (name: string) => `The enquiry from ${name} is marked handled.`,
  markedOpen: (name: string) => `The enquiry from ${name} is open again.`,
  deleted: (name: string) => `The enquiry from ${name} was deleted.`,
  search: 'Search enquiries',
  noMatch: 'No enquiries match this search or filter.',
  handledFilter: { label: 'Show', all: 'All enquiries', open: 'Open only', handled: 'Handled only' },
  pagination: 'Pages of enquiries',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} (${total} enquiries)`,
  previous: 'Previous page',
  next: 'Next page',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete the enquiry from ${name}`,
  deleteDialog: {
    title: 'Delete enquiry',
    question: 'Are you sure you want to delete this enquiry?',
    confirm: 'Delete',
    cancel: 'Cancel',
    failed: 'The enquiry could not be deleted. Please try again.',
  },
  subjects: {
    'fire-alarm': 'Fire Alarm Systems',
    'fire-fighting': 'Fire Fighting Systems',
    'smoke-extraction': 'Smoke Extraction',
    'emergency-exit': 'Emergency Exit & Lighting',
    'design-approvals': 'Design & Approvals',
    electrical: 'Electrical Works',
    plumbing: 'Plumbing Works',
    maintenance: 'Maintenance',
    general: 'General Enquiry',
  } satisfies Record<EnquirySubject, string>,
} as const;

export function subjectLabel(subject: string): string {
  return (adminEnquiriesTexts.subjects as Record<string, string>)[subject] ?? subject;
}
