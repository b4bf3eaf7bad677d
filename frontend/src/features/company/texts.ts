/** Texts of the home, about and local-area pages. */
export const companyTexts = {
  home: {
    title: (companyName: string) => `${companyName} | Fire Protection & Safety in Umm Al Quwain`,
    description:
      'Civil Defence approved fire protection contractor in Umm Al Quwain: fire alarm, fire fighting, smoke extraction, emergency lighting, approvals and maintenance.',
    eyebrow: 'Civil Defence approved contractor · Umm Al Quwain',
    tagline: 'Your Safety is Our Priority',
    rotatingPrefix: 'We Are',
    rotatingWords: ['Protecting', 'Installing', 'Maintaining'],
    lead: 'Design, supply, installation and maintenance of fire alarm, fire fighting and smoke control systems for homes, businesses and industry across Umm Al Quwain and the northern emirates.',
    primaryCta: 'Get Started',
    secondaryCta: 'Our Services',
    aboutEyebrow: 'About us',
    aboutHeading: 'Keeping buildings in Umm Al Quwain safe',
    aboutText: [
      'We are a fire protection and safety contractor based in Al Raas, Umm Al Quwain, approved by the UAE Civil Defence. Our engineers and certified technicians handle the whole job: design, approvals, installation, testing and maintenance.',
      'Developers, facility managers and business owners trust us because we do the work properly, document it clearly and stay available long after handover.',
    ],
    aboutLink: 'More about us',
    projectsCompleted: 'Projects Completed',
    happyClients: 'Happy Clients',
    servicesEyebrow: 'Our services',
    servicesHeading: 'Complete fire and life safety solutions',
    servicesIntro:
      'One team for every system your building needs, from the first drawing to the annual inspection.',
    allServices: 'View all services',
    recentProjects: 'Recent Projects',
    trust: [
      { title: 'Civil Defence approved', text: 'Approved equipment and designs that pass inspection.' },
      { title: 'Certified technicians', text: 'Our own trained team on every installation.' },
      { title: '24/7 emergency response', text: 'Maintenance clients get help day and night.' },
    ],
    ctaHeading: 'Protect your people and your property',
    ctaText:
      'Talk to our engineers about your building. We will recommend the right system and prepare a clear quotation.',
  },
  about: {
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
  },
  localArea: {
    title: 'Fire Safety Services in Umm Al Quwain',
    description:
      'Local fire protection contractor in Umm Al Quwain: fire alarm, fire fighting and smoke control installation and maintenance in UAQ City, Al Rashidiya, Al Salamah, Falaj Al Mualla and Al Humrah.',
    eyebrow: 'Local fire safety experts',
    heading: 'Fire Safety Services in Umm Al Quwain',
    lead: 'Based in Al Raas, our team reaches any site in the emirate quickly, for new installations, inspections and emergencies.',
    introHeading: 'Your local fire protection contractor',
    intro: [
      'Being based in Umm Al Quwain means we know the local Civil Defence requirements, the building stock and the people who manage it. We respond quickly, and we are here for the annual inspection as well as the installation.',
      'Whether you are building a new villa, fitting out a shop, renewing a trade licence or upgrading an older building, we handle the fire safety side from start to finish.',
    ],
    areasHeading: 'Areas we serve',
    areasIntro: 'Across the emirate of Umm Al Quwain, including:',
    servicesHeading: 'Services available in Umm Al Quwain',
    whyHeading: 'Why a local contractor',
    why: [
      'Fast response from our office in Al Raas',
      'Experience with local Civil Defence inspections',
      'Maintenance teams that know your site',
      'Clear quotations in person, not only by email',
    ],
    ctaHeading: 'Need fire safety work in Umm Al Quwain?',
    ctaText: 'Call us or send a message and an engineer will visit your site.',
  },
} as const;
