import { texts } from '@/lib/i18n/texts';

/** The emergency-exit service page's texts (translate here). */
export default texts(
  {
    intro: [
      'When the lights go out during an emergency, people need to see the way out. We supply and install emergency lighting and exit signage that switches on automatically on power failure and clearly marks every escape route.',
      'Our designs follow the UAE Fire and Life Safety Code for illumination levels and duration, and we use Civil Defence approved luminaires and signs.',
    ],
    features: [
      'Addressable self-test systems with automatic reports',
      'Periodic duration testing and battery replacement',
    ],
    detailsHeading: 'Visible, tested, documented',
    details: [
      'We prepare a lighting layout for escape routes, stairs, fire equipment points and open areas, then install and test each fitting for the required duration.',
      'Addressable self-test systems log every monthly and annual test automatically, which makes inspections simple and keeps your records ready for the authority.',
    ],
    benefits: [
      'Automatic on power failure',
      'Approved luminaires',
      'Self-test options',
      'Inspection-ready records',
    ],
  },
  () => import('./emergency-exit.ar').then((arabic) => arabic.default),
);
