import type { JobClosingInput, JobInput } from '@uaq/contract';

// Samples have no closing day and take applications without a resume (the defaults).
type EnglishJobInput = Omit<JobInput, 'titleAr' | 'descriptionAr' | 'requirementsAr' | keyof JobClosingInput>;

/** Sample openings for development and demos; never seeded in production. */
export const SAMPLE_JOBS: Array<Required<EnglishJobInput>> = [
  {
    title: 'Fire Alarm Technician',
    description:
      'Install, test and commission addressable and conventional fire alarm systems in residential towers, ' +
      'warehouses and villas. Carry out planned maintenance visits and attend fault calls, keeping service ' +
      'records ready for Civil Defence inspections.',
    location: 'Umm Al Quwain, UAE',
    type: 'Full-time',
    experience: '2-5 years',
    requirements: [
      'Diploma in electrical or electronics engineering',
      'Hands-on experience with addressable fire alarm panels',
      'Knowledge of UAE Fire and Life Safety Code',
      'Valid UAE driving licence',
    ],
    salary: 'AED 4,500 - 6,000',
    status: 'active',
  },
  {
    title: 'Fire Fighting Systems Engineer',
    description:
      'Design and supervise sprinkler, hydrant, FM-200 and foam systems from shop drawings to handover. ' +
      'Coordinate with consultants and prepare submissions for Civil Defence approval.',
    location: 'Umm Al Quwain, UAE',
    type: 'Full-time',
    experience: '5-8 years',
    requirements: [
      "Bachelor's degree in mechanical engineering",
      'Hydraulic calculation software experience',
      'Civil Defence approval submissions in the northern emirates',
      'NFPA 13 and NFPA 20 knowledge',
    ],
    salary: 'AED 12,000 - 16,000',
    status: 'active',
  },
  {
    title: 'HSE Officer',
    description:
      'Run site safety inductions, permits to work and toolbox talks across our project sites, and report ' +
      'incidents and near misses to the project manager.',
    location: 'Ajman and Umm Al Quwain, UAE',
    type: 'Full-time',
    experience: '3-5 years',
    requirements: [
      'NEBOSH IGC or equivalent',
      'Experience on MEP construction sites',
      'Good written English',
    ],
    salary: 'AED 6,000 - 8,000',
    status: 'active',
  },
  {
    title: 'Site Supervisor',
    description:
      'Supervise installation crews on fire protection projects, track progress against the programme and ' +
      'make sure work matches approved drawings.',
    location: 'Ras Al Khaimah, UAE',
    type: 'Contract',
    experience: '4-6 years',
    requirements: ['Experience supervising fire fighting or MEP installation', 'Able to read shop drawings'],
    salary: 'AED 7,000 - 9,000',
    status: 'closed',
  },
  {
    title: 'AutoCAD Draughtsman',
    description:
      'Prepare shop drawings and as-built drawings for fire alarm and fire fighting systems to consultant ' +
      'and Civil Defence standards.',
    location: 'Umm Al Quwain, UAE',
    type: 'Full-time',
    experience: '2-4 years',
    requirements: ['AutoCAD proficiency', 'Fire protection drawing experience', 'Revit is a plus'],
    salary: 'AED 4,000 - 5,500',
    status: 'active',
  },
  {
    title: 'Maintenance Technician',
    description:
      'Carry out preventive maintenance of fire pumps, sprinkler systems and extinguishers under annual ' +
      'maintenance contracts across the northern emirates.',
    location: 'Sharjah and Umm Al Quwain, UAE',
    type: 'Part-time',
    experience: '1-3 years',
    requirements: ['Technical diploma or ITI certificate', 'Experience with fire pumps is a plus'],
    salary: null,
    status: 'inactive',
  },
];
