import { jobArabicMissing, type AdminJob, type AdminJobApplication, type Enquiry } from '@uaq/contract';

// Records as the admin API returns them; a test overrides only the fields it is about.

export function makeJob(overrides: Partial<AdminJob> = {}): AdminJob {
  const job: Omit<AdminJob, 'arabicMissing'> = {
    id: 1,
    title: 'Fire Alarm Technician',
    description: 'Installs and services fire alarm panels.',
    location: 'Umm Al Quwain',
    type: 'Full-time',
    experienceMinYears: 2,
    experienceMaxYears: 5,
    requirements: ['Civil Defence card', 'UAE driving licence'],
    salaryMin: 6_000,
    salaryMax: 8_000,
    status: 'active',
    createdAt: '2026-03-01T06:00:00.000Z',
    updatedAt: '2026-03-01T06:00:00.000Z',
    applicationCount: 2,
    ...overrides,
  };
  // What the API says of the job's Arabic, unless the test says otherwise.
  return { ...job, arabicMissing: overrides.arabicMissing ?? jobArabicMissing(job) };
}

export function makeApplication(overrides: Partial<AdminJobApplication> = {}): AdminJobApplication {
  return {
    id: 10,
    firstName: 'Aisha',
    lastName: 'Khan',
    fullName: 'Aisha Khan',
    email: 'aisha@example.com',
    phone: '+971 50 000 0001',
    phoneE164: '+971500000001',
    address: 'Al Raas, Umm Al Quwain',
    position: 'Fire Alarm Technician',
    jobId: 1,
    jobDetails: makeJob(),
    candidateId: 10,
    intake: { kind: 'form', name: null, addedBy: null, consentFromApplicationId: null },
    linkedinUrl: 'https://www.linkedin.com/in/aisha',
    coverLetter: 'I install fire alarm panels.',
    status: 'pending',
    createdAt: '2026-03-02T06:00:00.000Z',
    updatedAt: '2026-03-02T06:00:00.000Z',
    hasResume: true,
    resumeFileName: 'aisha.pdf',
    consentAt: '2026-03-02T06:00:00.000Z',
    statusHistory: [],
    source: {},
    erasureRequestedAt: null,
    knockedOut: false,
    ...overrides,
  };
}

export function makeEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 1,
    name: 'Fatima Ali',
    email: 'fatima@example.com',
    phone: '+971 6 000 0000',
    subject: 'maintenance',
    message: 'We need a maintenance contract.',
    handled: false,
    language: 'en',
    createdAt: '2026-03-03T06:00:00.000Z',
    ...overrides,
  };
}
