import { APPLICATION_STATUSES, ENQUIRY_SUBJECTS, JOB_TYPES } from '@uaq/contract';

/**
 * Generated demo content: invented names from common name lists (no real person's data), reserved
 * example.com addresses and 000 phone numbers. A seeded random sequence makes every run the same.
 */
const FIRST_NAMES = [
  'Aisha',
  'Omar',
  'Fatima',
  'Rashid',
  'Mariam',
  'Yousef',
  'Noura',
  'Khalid',
  'Hessa',
  'Saeed',
  'Priya',
  'Arjun',
  'Anjali',
  'Rahul',
  'Maria',
  'Jose',
  'Grace',
  'Mark',
  'Imran',
  'Sana',
  'Ahmed',
  'Layla',
  'Hamdan',
  'Reem',
  'Tariq',
  'Dina',
  'Vikram',
  'Deepa',
  'Carlo',
  'Joy',
];
const LAST_NAMES = [
  'Al Ali',
  'Al Marri',
  'Haddad',
  'Rahman',
  'Saeed',
  'Khan',
  'Nair',
  'Pillai',
  'Menon',
  'Santos',
  'Reyes',
  'Cruz',
  'Qureshi',
  'Farooq',
  'Al Shamsi',
  'Al Nuaimi',
  'Mathew',
  'Joseph',
  'Das',
  'Iqbal',
];
/** Each demo trade in English and in Arabic, as an HR officer here would write both. */
const JOB_TITLES: [english: string, arabic: string][] = [
  ['Fire Alarm Technician', 'فني إنذار حريق'],
  ['Fire Fighting Engineer', 'مهندس أنظمة مكافحة الحريق'],
  ['HSE Officer', 'مسؤول الصحة والسلامة والبيئة'],
  ['AutoCAD Draughtsman', 'رسّام أوتوكاد'],
  ['Sprinkler Fitter', 'فني تركيب رشاشات'],
  ['Fire Pump Technician', 'فني مضخات حريق'],
  ['MEP Site Supervisor', 'مشرف موقع للأعمال الكهروميكانيكية'],
  ['Electrical Technician', 'فني كهرباء'],
  ['Plumber', 'سبّاك'],
  ['Maintenance Engineer', 'مهندس صيانة'],
  ['Estimation Engineer', 'مهندس تقدير تكاليف'],
  ['Project Manager', 'مدير مشروع'],
  ['Store Keeper', 'أمين مخزن'],
  ['Civil Defence Liaison Officer', 'مسؤول التنسيق مع الدفاع المدني'],
  ['Smoke Extraction Technician', 'فني أنظمة شفط الدخان'],
  ['Emergency Lighting Technician', 'فني إنارة الطوارئ'],
  ['Sales Engineer', 'مهندس مبيعات'],
  ['Document Controller', 'مراقب وثائق'],
  ['Quantity Surveyor', 'مهندس حساب كميات'],
  ['Service Coordinator', 'منسق خدمات'],
];
const AREAS = ['Al Raas', 'Al Salamah', 'Al Ramlah', 'Al Humrah', 'Umm Al Quwain Marina', 'Ajman', 'Sharjah'];
/** Most applications wait or are being reviewed; few are hired. */
const STATUS_WEIGHTS = [40, 25, 12, 8, 3, 12];

export function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

function weightedStatus(random: () => number): (typeof APPLICATION_STATUSES)[number] {
  let roll = random() * STATUS_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < STATUS_WEIGHTS.length; index += 1) {
    roll -= STATUS_WEIGHTS[index];
    if (roll < 0) return APPLICATION_STATUSES[index];
  }
  return 'pending';
}

const DAY_MS = 86_400_000;

export function demoJob(index: number, now: Date) {
  const [title, titleAr] = JOB_TITLES[index % JOB_TITLES.length];
  const round = index < JOB_TITLES.length ? '' : ` ${Math.floor(index / JOB_TITLES.length) + 1}`;
  const createdAt = new Date(now.getTime() - (400 - index) * DAY_MS);
  // Ranges always rise: the maximum is at least a year / AED 2,000 above the minimum.
  const experienceMinYears = 1 + (index % 5);
  const salaryMin = 4_000 + (index % 6) * 1_000;
  return {
    title: `${title}${round}`,
    titleAr: `${titleAr}${round}`,
    description: `${title} for fire protection projects across Umm Al Quwain and the northern emirates.`,
    descriptionAr: `${titleAr} لمشاريع الحماية من الحريق في أم القيوين والإمارات الشمالية.`,
    location: 'Umm Al Quwain, UAE',
    locationAr: 'أم القيوين، الإمارات العربية المتحدة',
    type: JOB_TYPES[index % 3],
    experienceMinYears,
    experienceMaxYears: experienceMinYears + 1 + (index % 4),
    requirements: ['Civil Defence card or willingness to obtain one', 'UAE driving licence'],
    requirementsAr: ['بطاقة الدفاع المدني أو الاستعداد للحصول عليها', 'رخصة قيادة إماراتية'],
    salaryMin,
    salaryMax: salaryMin + 2_000 + (index % 4) * 1_000,
    status: index % 7 === 6 ? ('closed' as const) : ('active' as const),
    createdAt,
    updatedAt: createdAt,
  };
}

/** `runTag` keeps e-mails unique when the seed runs twice on one database. */
export function demoApplication(
  random: () => number,
  serial: number,
  runTag: string,
  job: { id: number; title: string },
  now: Date,
) {
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const status = weightedStatus(random);
  const createdAt = new Date(now.getTime() - Math.floor(random() * 365 * DAY_MS));
  const email = `${firstName}.${lastName.replace(/\s+/g, '')}.${runTag}${serial}@example.com`.toLowerCase();
  return {
    firstName,
    lastName,
    email,
    phone: `+971 5${Math.floor(random() * 10)} 000 ${String(serial % 10_000).padStart(4, '0')}`,
    address: `${pick(random, AREAS)}, UAE`,
    position: job.title,
    jobId: job.id,
    linkedinUrl: random() < 0.4 ? `https://www.linkedin.com/in/demo-${serial}` : null,
    coverLetter: `I would like to join as ${job.title}. I have ${1 + Math.floor(random() * 12)} years of experience on fire and life safety projects in the UAE.`,
    status,
    // The one-live-application key: demo e-mails are unique, so every live one holds its own.
    liveApplicationKey: status === 'rejected' ? null : `${job.id}:${email}`,
    consentAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

export function demoEnquiry(random: () => number, serial: number, now: Date) {
  const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
  const subject = pick(random, ENQUIRY_SUBJECTS);
  return {
    name,
    email: `enquiry.${serial}@example.com`,
    phone: random() < 0.6 ? `+971 6 000 ${String(serial % 10_000).padStart(4, '0')}` : null,
    subject,
    message: `Please contact us about ${subject.replace(/-/g, ' ')} for a building in ${pick(random, AREAS)}.`,
    handled: random() < 0.5,
    createdAt: new Date(now.getTime() - Math.floor(random() * 180 * DAY_MS)),
  };
}
