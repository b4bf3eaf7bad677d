import { texts } from '@/lib/i18n/texts';
/** Texts of the about page (translate here). */
export const aboutTexts = texts(
  {
    title: 'About Us',
    description:
      'Who we are: a Civil Defence approved fire protection and safety contractor in Umm Al Quwain, our story, mission, values and why clients choose us.',
    eyebrow: 'About us',
    heading: 'Fire safety professionals you can rely on',
    lead: 'A local contractor with the engineering depth to deliver complete fire and life safety systems.',
    storyHeading: 'Our Story',
    story: [
      'We started in Umm Al Quwain with a small team of fire safety technicians and a simple idea: fire protection should be done properly, explained honestly and maintained for the life of the building.',
      'Today our engineers design, install and maintain fire alarm, fire fighting, smoke management and emergency lighting systems for villas, towers, schools, factories and public buildings across the northern emirates, and guide our clients through every Civil Defence approval.',
    ],
    missionHeading: 'Our Mission',
    /** The section holding the story and the mission, for screen readers. */
    storyAndMissionLabel: 'Our Story, Our Mission',
    mission:
      'To protect lives and property with reliable fire and life safety systems, delivered with engineering care and supported for as long as our clients need us.',
    valuesHeading: 'Our values',
    values: [
      { title: 'Excellence', text: 'We do the work right the first time and check it twice.' },
      {
        title: 'Innovation',
        text: 'We use proven modern technology that makes buildings safer and easier to manage.',
      },
      { title: 'Integrity', text: 'Honest advice, clear quotations and no surprises.' },
      { title: 'Sustainability', text: 'Efficient designs, durable equipment and responsible disposal.' },
      { title: 'Safety', text: 'The safety of occupants, clients and our own team comes first, always.' },
    ],
    numbersHeading: 'Our numbers',
    projectsCompleted: 'Projects Completed',
    happyClients: 'Happy Clients',
    expertEngineers: 'Expert Engineers',
    yearsExperience: 'Years Experience',
    whyHeading: 'Why Choose Us',
    whyIntro: 'Six reasons building owners and consultants work with us again.',
    why: [
      {
        title: 'Civil Defence approved',
        text: 'Approved contractor status, approved equipment and designs that pass inspection.',
      },
      {
        title: 'Experienced engineers',
        text: 'Fire protection engineers who know the UAE Fire and Life Safety Code in detail.',
      },
      {
        title: 'Complete service',
        text: 'Design, approvals, installation, testing and maintenance from one team.',
      },
      { title: 'Quality equipment', text: 'Listed and approved products from established manufacturers.' },
      { title: 'On time, on budget', text: 'Realistic programmes and clear quotations that we keep to.' },
      { title: '24/7 support', text: 'Emergency response for our maintenance clients, day and night.' },
    ],
    ctaHeading: 'Let us look after your building',
    ctaText: 'Tell us what you need and an engineer will get back to you.',
    cta: 'Contact Us',
  } as const,
  () => import('./about-texts.ar').then((arabic) => arabic.aboutTexts),
);
