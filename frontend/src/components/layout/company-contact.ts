/** The company's name and contact details, as the layout shows them (filled from the site constants). */
export interface CompanyContact {
  /** In the page's language: the Arabic trade name on Arabic pages when the company gave it. */
  name: string;
  phone: string;
  email: string;
  careersEmail: string;
  /** In the page's language, like the name. */
  address: string;
  /** 'en' when an Arabic page shows the English name or address (marked so it reads left to right). */
  nameLang: 'en' | undefined;
  addressLang: 'en' | undefined;
  /** The company's page on a professional network (LinkedIn). */
  professionalNetworkUrl: string;
  /** WhatsApp Business number, any spelling (wa.me links keep its digits only). */
  whatsappNumber: string;
  /** The 24/7 line for maintenance clients, shown wherever round-the-clock help is promised. */
  emergencyPhone: string;
  civilDefenceApprovalNo: string;
  tradeLicenceNo: string;
}

/** The attributes of a company detail an Arabic page shows in English: read left to right, as English. */
export function englishMarks(lang: 'en' | undefined): { lang?: 'en'; dir?: 'ltr' } {
  return lang ? { lang, dir: 'ltr' } : {};
}

/** `tel:` link target: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp chat link with a first message ready to send (https://wa.me/<digits>?text=…). */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
