import type { JobClosingInput, JobInput } from '@uaq/contract';

// Samples have no closing day and take applications without a resume (the defaults).
type SampleJob = Omit<Required<JobInput>, keyof JobClosingInput>;

const UAQ = { location: 'Umm Al Quwain, UAE', locationAr: 'أم القيوين، الإمارات العربية المتحدة' };

/** Sample openings for development and demos, in English and Arabic; never seeded in production. */
export const SAMPLE_JOBS: SampleJob[] = [
  {
    title: 'Fire Alarm Technician',
    titleAr: 'فني إنذار حريق',
    description:
      'Install, test and commission addressable and conventional fire alarm systems in residential towers, ' +
      'warehouses and villas. Carry out planned maintenance visits and attend fault calls, keeping service ' +
      'records ready for Civil Defence inspections.',
    descriptionAr:
      'تركيب أنظمة إنذار الحريق المعنونة والتقليدية واختبارها وتشغيلها في الأبراج السكنية والمستودعات والفلل، ' +
      'وتنفيذ زيارات الصيانة المجدولة والاستجابة لبلاغات الأعطال، مع إبقاء سجلات الخدمة جاهزة لتفتيش الدفاع المدني.',
    ...UAQ,
    type: 'Full-time',
    experienceMinYears: 2,
    experienceMaxYears: 5,
    requirements: [
      'Diploma in electrical or electronics engineering',
      'Hands-on experience with addressable fire alarm panels',
      'Knowledge of UAE Fire and Life Safety Code',
      'Valid UAE driving licence',
    ],
    requirementsAr: [
      'دبلوم في الهندسة الكهربائية أو الإلكترونية',
      'خبرة عملية في لوحات إنذار الحريق المعنونة',
      'معرفة بدليل الإمارات للوقاية من الحرائق وحماية الأرواح',
      'رخصة قيادة إماراتية سارية',
    ],
    salaryMin: 4_500,
    salaryMax: 6_000,
    status: 'active',
  },
  {
    title: 'Fire Fighting Systems Engineer',
    titleAr: 'مهندس أنظمة مكافحة الحريق',
    description:
      'Design and supervise sprinkler, hydrant, FM-200 and foam systems from shop drawings to handover. ' +
      'Coordinate with consultants and prepare submissions for Civil Defence approval.',
    descriptionAr:
      'تصميم أنظمة الرشاشات وحنفيات الحريق وأنظمة FM-200 والرغوة والإشراف عليها من المخططات التنفيذية حتى التسليم، ' +
      'والتنسيق مع الاستشاريين وإعداد ملفات التقديم لاعتماد الدفاع المدني.',
    ...UAQ,
    type: 'Full-time',
    experienceMinYears: 5,
    experienceMaxYears: 8,
    requirements: [
      "Bachelor's degree in mechanical engineering",
      'Hydraulic calculation software experience',
      'Civil Defence approval submissions in the northern emirates',
      'NFPA 13 and NFPA 20 knowledge',
    ],
    requirementsAr: [
      'بكالوريوس في الهندسة الميكانيكية',
      'خبرة في برامج الحسابات الهيدروليكية',
      'خبرة في ملفات اعتماد الدفاع المدني في الإمارات الشمالية',
      'معرفة بمعياري NFPA 13 وNFPA 20',
    ],
    salaryMin: 12_000,
    salaryMax: 16_000,
    status: 'active',
  },
  {
    title: 'HSE Officer',
    titleAr: 'مسؤول الصحة والسلامة والبيئة',
    description:
      'Run site safety inductions, permits to work and toolbox talks across our project sites, and report ' +
      'incidents and near misses to the project manager.',
    descriptionAr:
      'إدارة التعريف بالسلامة وتصاريح العمل واجتماعات السلامة القصيرة في مواقع مشاريعنا، ' +
      'وإبلاغ مدير المشروع بالحوادث والحوادث الوشيكة.',
    location: 'Ajman and Umm Al Quwain, UAE',
    locationAr: 'عجمان وأم القيوين، الإمارات العربية المتحدة',
    type: 'Full-time',
    experienceMinYears: 3,
    experienceMaxYears: 5,
    requirements: [
      'NEBOSH IGC or equivalent',
      'Experience on MEP construction sites',
      'Good written English',
    ],
    requirementsAr: [
      'شهادة NEBOSH IGC أو ما يعادلها',
      'خبرة في مواقع إنشاء الأعمال الكهروميكانيكية',
      'إجادة الكتابة باللغة الإنجليزية',
    ],
    salaryMin: 6_000,
    salaryMax: 8_000,
    status: 'active',
  },
  {
    title: 'Site Supervisor',
    titleAr: 'مشرف موقع',
    description:
      'Supervise installation crews on fire protection projects, track progress against the programme and ' +
      'make sure work matches approved drawings.',
    descriptionAr:
      'الإشراف على فرق التركيب في مشاريع الحماية من الحريق، ومتابعة التقدم وفق الجدول الزمني، ' +
      'والتأكد من مطابقة الأعمال للمخططات المعتمدة.',
    location: 'Ras Al Khaimah, UAE',
    locationAr: 'رأس الخيمة، الإمارات العربية المتحدة',
    type: 'Contract',
    experienceMinYears: 4,
    experienceMaxYears: 6,
    requirements: ['Experience supervising fire fighting or MEP installation', 'Able to read shop drawings'],
    requirementsAr: [
      'خبرة في الإشراف على تركيب أنظمة مكافحة الحريق أو الأعمال الكهروميكانيكية',
      'القدرة على قراءة المخططات التنفيذية',
    ],
    salaryMin: 7_000,
    salaryMax: 9_000,
    status: 'closed',
  },
  {
    title: 'AutoCAD Draughtsman',
    titleAr: 'رسّام أوتوكاد',
    description:
      'Prepare shop drawings and as-built drawings for fire alarm and fire fighting systems to consultant ' +
      'and Civil Defence standards.',
    descriptionAr:
      'إعداد المخططات التنفيذية والمخططات النهائية كما نُفّذت لأنظمة إنذار الحريق ومكافحته ' +
      'وفق معايير الاستشاريين والدفاع المدني.',
    ...UAQ,
    type: 'Full-time',
    experienceMinYears: 2,
    experienceMaxYears: 4,
    requirements: ['AutoCAD proficiency', 'Fire protection drawing experience', 'Revit is a plus'],
    requirementsAr: [
      'إتقان برنامج أوتوكاد',
      'خبرة في رسم مخططات الحماية من الحريق',
      'معرفة برنامج ريفيت ميزة إضافية',
    ],
    salaryMin: 4_000,
    salaryMax: 5_500,
    status: 'active',
  },
  {
    title: 'Maintenance Technician',
    titleAr: 'فني صيانة',
    description:
      'Carry out preventive maintenance of fire pumps, sprinkler systems and extinguishers under annual ' +
      'maintenance contracts across the northern emirates.',
    descriptionAr:
      'تنفيذ الصيانة الوقائية لمضخات الحريق وأنظمة الرشاشات وطفايات الحريق ضمن عقود الصيانة السنوية ' +
      'في الإمارات الشمالية.',
    location: 'Sharjah and Umm Al Quwain, UAE',
    locationAr: 'الشارقة وأم القيوين، الإمارات العربية المتحدة',
    type: 'Part-time',
    experienceMinYears: 1,
    experienceMaxYears: 3,
    requirements: ['Technical diploma or ITI certificate', 'Experience with fire pumps is a plus'],
    requirementsAr: ['دبلوم فني أو شهادة ITI', 'الخبرة في مضخات الحريق ميزة إضافية'],
    salaryMin: null,
    salaryMax: null,
    status: 'inactive',
  },
];
