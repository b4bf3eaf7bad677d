import { texts } from '@/lib/i18n/texts';

/** The electrical service page's texts (translate here). */
export default texts(
  {
    intro: [
      'Fire and life safety systems are only as reliable as the power that feeds them. Our electrical team installs and upgrades low-voltage systems in commercial, residential and industrial buildings, with particular care for the circuits that serve fire pumps, alarm panels and smoke fans.',
      'We carry out the work to the requirements of the local utility and the UAE wiring regulations, and coordinate the approvals needed for connection.',
    ],
    features: ['Earthing and lightning protection', 'Testing, inspection and utility approvals'],
    detailsHeading: 'Safe, tested installations',
    details: [
      'Each installation is tested for insulation resistance, continuity and earth fault loop impedance before energising, and the results are handed over with the as-built drawings.',
      'We also survey existing installations, report defects clearly and carry out upgrades with minimum disruption to occupants.',
    ],
    benefits: [
      'Qualified electricians',
      'Fire-rated power supplies',
      'Tested before handover',
      'Utility approvals handled',
    ],
  },
  () => import('./electrical.ar').then((arabic) => arabic.default),
);
