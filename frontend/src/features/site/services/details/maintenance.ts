import { texts } from '@/lib/i18n/texts';

/** The maintenance service page's texts (translate here). */
export default texts(
  {
    intro: [
      'A fire safety system must work on the one day it is needed. Our annual maintenance contracts (AMC) keep fire alarm, fire fighting, smoke management and emergency lighting systems tested, serviced and compliant all year.',
      'Regular maintenance is also a Civil Defence requirement: we keep the records and certificates you need for inspections and licence renewals.',
    ],
    features: [
      '24/7 emergency call-out for faults and alarms',
      'Maintenance reports and Civil Defence certificates',
    ],
    detailsHeading: 'Maintenance you can rely on',
    details: [
      'Each visit follows a checklist for the equipment on site; defects are reported with photos and a clear quotation, and urgent issues are fixed on the spot where possible.',
      'We maintain systems installed by us and by others: a first survey records the condition of your existing equipment and tells you what needs attention before the next inspection.',
    ],
    benefits: [
      'Always inspection ready',
      '24/7 emergency response',
      'Clear reports',
      'Systems by any installer',
    ],
  },
  () => import('./maintenance.ar').then((arabic) => arabic.default),
);
