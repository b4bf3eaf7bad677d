import { texts } from '@/lib/i18n/texts';

/** The fire-alarm service page's texts (translate here). */
export default texts(
  {
    intro: [
      'A fire alarm system buys the minutes that matter: it detects smoke or heat early, warns everyone in the building and tells the people responsible exactly where the problem is. We design, supply, install and commission fire detection and alarm systems for villas, residential towers, offices, warehouses, schools and factories across Umm Al Quwain and the northern emirates.',
      'Every system we deliver follows the UAE Fire and Life Safety Code of Practice and uses Civil Defence approved equipment, so approval inspections go smoothly and your completion certificate is not held up.',
    ],
    features: [
      'Interfaces with lifts, AHUs, fire dampers, access control and the BMS',
      'Connection to the Civil Defence remote monitoring service where required',
    ],
    detailsHeading: 'From drawings to handover',
    details: [
      'We start from your architectural drawings and a site survey, prepare the detection layout and cause-and-effect matrix, and submit the design for Civil Defence approval. Installation is carried out by our own certified technicians with fire-rated cabling and tidy, labelled containment.',
      'Commissioning covers every detector and call point, followed by a witnessed test, as-built drawings, operation manuals and training for your facility team. After handover, an annual maintenance contract keeps the system compliant.',
    ],
    benefits: [
      'Civil Defence approved equipment',
      'Early, precise detection',
      'Fewer false alarms',
      'Full documentation',
    ],
  },
  () => import('./fire-alarm.ar').then((arabic) => arabic.default),
);
