import { arabicPluralCategory, groupedNumber, type Translation, type WorkPattern } from '@uaq/contract';

/**
 * The words of the offer letter (the PDF), in English; its Arabic twin below has the same keys.
 * The contract terms are those of Federal Decree-Law No. 33 of 2021 as MOHRE words them: every
 * contract is fixed-term ("limited"), under one of the work patterns.
 */
export const OFFER_LETTER_TEXTS = {
  title: 'Offer of employment',
  draft: 'DRAFT: not sent to the applicant',
  date: (date: string) => `Date: ${date}`,
  reference: (reference: string) => `Reference: ${reference}`,
  greeting: (name: string) => `Dear ${name},`,
  intro: (position: string, company: string) =>
    `We are pleased to offer you the position of ${position} at ${company}, on the terms below.`,
  terms: 'Terms of employment',
  facts: {
    position: 'Position',
    startDate: 'Start date',
    contract: 'Contract',
    workPattern: 'Work pattern',
    probation: 'Probation',
  },
  contract: (months: string) => `Fixed-term (limited) contract of ${months} months`,
  noProbation: 'None',
  probation: (months: string) => `${months} months`,
  pay: 'Monthly pay',
  basicSalary: 'Basic salary',
  housingAllowance: 'Housing allowance',
  transportAllowance: 'Transport allowance',
  total: 'Total a month',
  amount: (amount: string) => `AED ${amount}`,
  workPatterns: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    temporary: 'Temporary work',
    flexible: 'Flexible work',
    remote: 'Remote work',
    'job-sharing': 'Job sharing',
  } satisfies Record<WorkPattern, string>,
  conditions:
    'This offer is subject to a UAE work permit and residence visa, a satisfactory medical fitness test, and the documents our HR team will ask you for. Your employment contract will be the MOHRE contract on these terms, under Federal Decree-Law No. 33 of 2021 regulating labour relations.',
  validity: (date: string) =>
    `This offer is valid until ${date}. Please accept or decline it with the buttons in our e-mail.`,
  signOff: (company: string) => `For ${company}`,
  signature: 'Human Resources',
};

/** «24 شهرًا», «3 أشهر», «شهران»: the counted noun after a number, as Arabic grammar wants it. */
function arabicMonths(count: string): string {
  const forms = {
    zero: `${count} شهر`,
    one: 'شهر واحد',
    two: 'شهران',
    few: `${count} أشهر`,
    many: `${count} شهرًا`,
    other: `${count} شهر`,
  };
  return forms[arabicPluralCategory(Number(count))];
}

export const OFFER_LETTER_TEXTS_AR: Translation<typeof OFFER_LETTER_TEXTS> = {
  title: 'عرض عمل',
  draft: 'مسودة: لم تُرسل إلى المتقدم',
  date: (date) => `التاريخ: ${date}`,
  reference: (reference) => `المرجع: ${reference}`,
  greeting: (name) => `عزيزي/عزيزتي ${name}،`,
  intro: (position, company) =>
    `يسعدنا أن نعرض عليك وظيفة ${position} لدى ${company}، وفق الشروط الواردة أدناه.`,
  terms: 'شروط العمل',
  facts: {
    position: 'المسمى الوظيفي',
    startDate: 'تاريخ المباشرة',
    contract: 'نوع العقد',
    workPattern: 'نمط العمل',
    probation: 'فترة التجربة',
  },
  contract: (months) => `عقد محدد المدة لمدة ${arabicMonths(months)}`,
  noProbation: 'لا توجد',
  probation: (months) => arabicMonths(months),
  pay: 'الأجر الشهري',
  basicSalary: 'الراتب الأساسي',
  housingAllowance: 'بدل السكن',
  transportAllowance: 'بدل المواصلات',
  total: 'الإجمالي الشهري',
  amount: (amount) => `${amount} درهم`,
  workPatterns: {
    'full-time': 'دوام كامل',
    'part-time': 'دوام جزئي',
    temporary: 'عمل مؤقت',
    flexible: 'عمل مرن',
    remote: 'عمل عن بعد',
    'job-sharing': 'العمل المشترك',
  },
  conditions:
    'هذا العرض مشروط بالحصول على تصريح العمل والإقامة في دولة الإمارات، وباجتياز الفحص الطبي، وبتقديم المستندات التي سيطلبها منك فريق الموارد البشرية. وسيكون عقد عملك هو عقد وزارة الموارد البشرية والتوطين وفق هذه الشروط، بموجب المرسوم بقانون اتحادي رقم 33 لسنة 2021 بشأن تنظيم علاقات العمل.',
  validity: (date) =>
    `هذا العرض صالح حتى ${date}. يرجى قبوله أو رفضه عبر الزرين الواردين في رسالتنا الإلكترونية.`,
  signOff: (company) => `عن ${company}`,
  signature: 'الموارد البشرية',
};

/** A whole number of months or dirhams as the letters write it ("12,500"). */
export const letterNumber = (value: number) => groupedNumber(value);
