import type { Language } from '@uaq/contract/language';
import { BUSINESS_HOURS, SERVICE_AREAS } from '@/config/business';
import type { CompanyContact } from '@/components/layout/company-contact';
import { textsIn } from '@/lib/i18n/texts';
import { localBusinessTexts } from './local-business-texts';

/**
 * schema.org LocalBusiness block for every public page (a contractor: HomeAndConstructionBusiness),
 * in the page's language.
 */
export function localBusinessJsonLd(
  company: CompanyContact,
  publicUrl: string,
  language: Language = 'en',
): object {
  const url = publicUrl.replace(/\/+$/, '') || undefined;
  // Rendered after the page's route, which loaded the Arabic of every texts defined so far.
  const t = textsIn(localBusinessTexts, language);
  const areas = textsIn(SERVICE_AREAS, language);
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'HomeAndConstructionBusiness'],
    '@id': url ? `${url}/#business` : undefined,
    name: company.name,
    description: t.description,
    url,
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: t.emirate,
      addressRegion: t.emirate,
      addressCountry: 'AE',
    },
    areaServed: [...areas, t.emirate].map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: BUSINESS_HOURS.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    identifier: [{ '@type': 'PropertyValue', propertyID: t.tradeLicence, value: company.tradeLicenceNo }],
    hasCredential: [
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: t.credential,
        name: t.credentialName(company.civilDefenceApprovalNo),
        identifier: company.civilDefenceApprovalNo,
        recognizedBy: { '@type': 'GovernmentOrganization', name: t.civilDefence },
      },
    ],
    sameAs: company.professionalNetworkUrl ? [company.professionalNetworkUrl] : undefined,
  };
}
