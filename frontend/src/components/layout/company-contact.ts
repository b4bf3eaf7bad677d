/** The company's name and contact details, as the layout shows them (filled from the site constants). */
export interface CompanyContact {
  name: string;
  phone: string;
  email: string;
  careersEmail: string;
  address: string;
  /** The company's page on a professional network (LinkedIn). */
  professionalNetworkUrl: string;
}

/** `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
