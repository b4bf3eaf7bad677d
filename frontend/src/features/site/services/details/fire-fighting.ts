import { texts } from '@/lib/i18n/texts';

/** The fire-fighting service page's texts (translate here). */
export default texts(
  {
    intro: [
      'When a fire starts, the right fire fighting system controls or puts it out before it spreads. We engineer and install water-based and gas-based systems matched to the occupancy and hazard of each building, from a single warehouse to a mixed-use tower.',
      'Our engineers size pumps, pipework and water storage with hydraulic calculations, and we install to the approved shop drawings using listed and Civil Defence approved components.',
    ],
    features: [
      'Foam systems and kitchen hood wet-chemical suppression',
      'Portable fire extinguishers and fire blankets, supplied and tagged',
    ],
    detailsHeading: 'Engineered, tested, certified',
    details: [
      'We prepare hydraulic calculations and shop drawings, coordinate with other trades on site, and pressure-test every section before it is concealed. Pump sets are commissioned with flow tests and the results recorded for the authority.',
      'At handover you receive test certificates, as-built drawings and a maintenance schedule. Our maintenance team can take over routine inspections so the system is always ready.',
    ],
    benefits: [
      'Hydraulically calculated designs',
      'Listed and approved components',
      'Pressure and flow tested',
      'Maintenance ready',
    ],
  },
  () => import('./fire-fighting.ar').then((arabic) => arabic.default),
);
