import { texts } from '@/lib/i18n/texts';

/** The design-approvals service page's texts (translate here). */
export default texts(
  {
    intro: [
      'Getting fire and life safety approvals right the first time saves weeks on any project. Our design team prepares fire protection drawings and reports and manages the submission process with the Civil Defence on your behalf.',
      'We work with developers, consultants, contractors and building owners on new buildings, fit-outs, change of use and upgrades of existing premises.',
    ],
    features: [
      'Site inspections and completion certificates',
      'Upgrade studies for existing buildings and fit-outs',
    ],
    detailsHeading: 'One team from drawings to certificate',
    details: [
      'Because the same company designs and installs, the drawings reflect what can be built, and comments from the authority are answered quickly by the engineers who made the design.',
      'We keep you informed at every step: submission, comments, approval, inspection and the final certificate you need to occupy or renew your licence.',
    ],
    benefits: [
      'Faster approvals',
      'Design and build in one team',
      'Clear status updates',
      'Existing building upgrades',
    ],
  },
  () => import('./design-approvals.ar').then((arabic) => arabic.default),
);
