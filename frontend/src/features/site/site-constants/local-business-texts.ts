import { texts } from '@/lib/i18n/texts';
/** The LocalBusiness JSON-LD's words (its Arabic twin serves the Arabic pages). */
export const localBusinessTexts = texts(
  {
    description:
      'Civil Defence approved fire protection and safety contractor: fire alarm, fire fighting, smoke extraction, emergency lighting, design approvals and maintenance.',
    emirate: 'Umm Al Quwain',
    credential: 'Civil Defence approval',
    credentialName: (approvalNo: string) => `UAE Civil Defence approval ${approvalNo}`,
    civilDefence: 'UAE Civil Defence',
    tradeLicence: 'UAE trade licence',
  },
  () => import('./local-business-texts.ar').then((arabic) => arabic.localBusinessTexts),
);
