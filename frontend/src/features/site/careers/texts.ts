import { texts } from '@/lib/i18n/texts';
/** Texts of the careers list (translate here). */
export const careersTexts = texts(
  {
    meta: {
      title: 'Careers',
      description:
        'Job openings at a Civil Defence approved fire protection contractor in Umm Al Quwain: engineers, technicians and site staff. Apply online.',
    },
    eyebrow: 'Careers',
    heading: 'Join Our Team',
    intro:
      'We design, install and maintain fire and life safety systems across Umm Al Quwain and the northern emirates. Build your career with a team that keeps people safe.',
    openingsHeading: 'Current Openings',
    jobClosedTitle: 'That position has closed',
    jobClosedText: 'It no longer takes applications. Here are the positions open now.',
    appliedTitle: 'Application received',
    appliedText: (jobTitle: string) =>
      `Your application for ${jobTitle} was sent. Our HR team will contact you by phone or e-mail if your profile fits.`,
    error: (message: string) => `Error: ${message}`,
    emptyHeading: 'No Current Openings',
    emptyText: 'There are no open positions right now. You are welcome to send your CV to',
    emptyTextEnd: 'and we will contact you when a suitable position opens.',
    location: 'Location',
    type: 'Type',
    experience: 'Experience',
    requirements: 'Requirements',
    salary: 'Salary',
    applyNow: 'Apply Now',
    applyNowLabel: (title: string) => `Apply now for ${title}`,
    status: { active: 'Active', closed: 'Closed', inactive: 'Not open' } as Record<string, string>,
    applyBy: (day: string) => `Apply by ${day}`,
    notAccepting: 'No longer accepting applications',
    whyHeading: 'Why Work With Us',
    whyIntro: 'What you can expect when you join us.',
    benefits: [
      {
        title: 'Safety-First Culture',
        text: 'Proper equipment, clear procedures and supervisors who put your safety before any deadline.',
      },
      {
        title: 'Training & Certification',
        text: 'Paid training on fire alarm and suppression systems and support for Civil Defence certifications.',
      },
      {
        title: 'Career Growth',
        text: 'Clear paths from technician to supervisor and engineer as you gain experience with us.',
      },
      {
        title: 'Competitive Package',
        text: 'Fair salaries, annual leave, medical insurance and visa sponsorship in line with UAE labour law.',
      },
    ],
  } as const,
  () => import('./texts.ar').then((arabic) => arabic.careersTexts),
);
