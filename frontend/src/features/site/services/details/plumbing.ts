import { texts } from '@/lib/i18n/texts';

/** The plumbing service page's texts (translate here). */
export default texts(
  {
    intro: [
      'Our plumbing team installs water supply and drainage systems for residential and commercial buildings, and builds the fire water storage and pump rooms that sprinklers and hydrants depend on.',
      'Working on both plumbing and fire fighting lets us coordinate tanks, pumps and pipework in one plan, which avoids clashes and saves time on site.',
    ],
    features: ['Water heaters and sanitary fixtures', 'Leak detection, repairs and pipe replacement'],
    detailsHeading: 'Coordinated with your fire systems',
    details: [
      'All pipework is pressure-tested and flushed before handover, and tanks are cleaned and disinfected ready for use.',
      'For existing buildings we trace leaks, replace corroded pipework and upgrade pumps to improve pressure and reliability.',
    ],
    benefits: [
      'One team for water and fire systems',
      'Pressure-tested pipework',
      'Clean, certified tanks',
      'Repairs and upgrades',
    ],
  },
  () => import('./plumbing.ar').then((arabic) => arabic.default),
);
