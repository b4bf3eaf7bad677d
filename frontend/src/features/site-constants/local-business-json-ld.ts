import { BUSINESS_HOURS, SERVICE_AREAS } from '@/config/business';
import type { CompanyContact } from '@/components/layout/company-contact';

/** schema.org LocalBusiness block for every public page (a contractor: HomeAndConstructionBusiness). */
export function localBusinessJsonLd(company: CompanyContact, publicUrl: string): object {
  const url = publicUrl.replace(/\/+$/, '') || undefined;
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'HomeAndConstructionBusiness'],
    '@id': url ? `${url}/#business` : undefined,
    name: company.name,
    description:
      'Civil Defence approved fire protection and safety contractor: fire alarm, fire fighting, smoke extraction, emergency lighting, design approvals and maintenance.',
    url,
    telephone: company.phone,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address,
      addressLocality: 'Umm Al Quwain',
      addressRegion: 'Umm Al Quwain',
      addressCountry: 'AE',
    },
    areaServed: [...SERVICE_AREAS, 'Umm Al Quwain'].map((name) => ({ '@type': 'Place', name })),
    openingHoursSpecification: BUSINESS_HOURS.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'UAE trade licence', value: company.tradeLicenceNo },
    ],
    hasCredential: [
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'Civil Defence approval',
        name: `UAE Civil Defence approval ${company.civilDefenceApprovalNo}`,
        identifier: company.civilDefenceApprovalNo,
        recognizedBy: { '@type': 'GovernmentOrganization', name: 'UAE Civil Defence' },
      },
    ],
    sameAs: company.professionalNetworkUrl ? [company.professionalNetworkUrl] : undefined,
  };
}
