import { texts } from '@/lib/i18n/texts';

/** The smoke-extraction service page's texts (translate here). */
export default texts(
  {
    intro: [
      'In most fires, smoke is more dangerous than flames. A smoke management system keeps escape routes clear so people can leave safely and firefighters can reach the fire. We design and install smoke extraction and pressurisation systems for malls, towers, car parks, hotels and industrial buildings.',
      'Systems are designed to the UAE Fire and Life Safety Code and integrated with the fire alarm, so fans, dampers and curtains respond automatically the moment a fire is detected.',
    ],
    features: [
      'Automatic smoke curtains and natural smoke vents',
      'Fire-rated fan controls and firefighter override panels',
    ],
    detailsHeading: 'Designed around the escape routes',
    details: [
      'We calculate extraction and make-up air rates for each smoke zone, select fans rated for high-temperature operation and coordinate ductwork and power supplies with your MEP consultant.',
      'Commissioning includes air-flow and pressure-differential measurements, door-opening force checks and a full cause-and-effect test with the fire alarm, witnessed for Civil Defence approval.',
    ],
    benefits: [
      'Clear escape routes',
      'Automatic fire alarm integration',
      'Measured performance',
      'Code-compliant design',
    ],
  },
  () => import('./smoke-extraction.ar').then((arabic) => arabic.default),
);
