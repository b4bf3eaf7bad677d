import { arabic } from '@/lib/i18n/arabic';
import { careersTexts } from './texts';

/** Arabic of the careers list, for job seekers: engineers, technicians and site staff. */
export const careersTextsAr = arabic(careersTexts, {
  meta: {
    title: 'الوظائف',
    description:
      'وظائف شاغرة لدى مقاول حماية من الحريق معتمد من الدفاع المدني في أم القيوين: مهندسون وفنيون وعاملون في المواقع. قدّم طلبك عبر الإنترنت.',
  },
  eyebrow: 'الوظائف',
  heading: 'انضم إلى فريقنا',
  intro:
    'نصمّم ونركّب ونصون أنظمة الحماية من الحريق وسلامة الأرواح في أم القيوين والإمارات الشمالية. ابنِ مسيرتك المهنية مع فريق يحافظ على سلامة الناس.',
  openingsHeading: 'الوظائف الشاغرة حاليًا',
  jobClosedTitle: 'أُغلقت هذه الوظيفة',
  jobClosedText: 'لم تعد تستقبل طلبات. إليك الوظائف المفتوحة حاليًا.',
  appliedTitle: 'تم استلام طلبك',
  appliedText: (jobTitle: string) =>
    `تم إرسال طلبك لوظيفة ${jobTitle}. سيتواصل معك فريق الموارد البشرية عبر الهاتف أو البريد الإلكتروني إذا كان ملفك مناسبًا.`,
  error: (message: string) => `خطأ: ${message}`,
  emptyHeading: 'لا توجد وظائف شاغرة حاليًا',
  emptyText: 'لا توجد وظائف شاغرة في الوقت الحالي. يسعدنا أن ترسل سيرتك الذاتية إلى',
  emptyTextEnd: 'وسنتواصل معك عند توفر وظيفة مناسبة.',
  location: 'الموقع',
  type: 'نوع الوظيفة',
  experience: 'الخبرة',
  requirements: 'المتطلبات',
  salary: 'الراتب',
  applyNow: 'قدّم الآن',
  applyNowLabel: (title: string) => `قدّم الآن لوظيفة ${title}`,
  status: { active: 'مفتوحة', closed: 'مغلقة', inactive: 'غير مفتوحة للتقديم' },
  applyBy: (day: string) => `آخر موعد للتقديم: ${day}`,
  notAccepting: 'لم يعد التقديم متاحًا',
  whyHeading: 'لماذا تعمل معنا',
  whyIntro: 'ما يمكنك توقعه عند انضمامك إلينا.',
  benefits: [
    {
      title: 'ثقافة السلامة أولًا',
      text: 'معدات مناسبة وإجراءات واضحة ومشرفون يضعون سلامتك قبل أي موعد تسليم.',
    },
    {
      title: 'التدريب والشهادات',
      text: 'تدريب مدفوع الأجر على أنظمة إنذار الحريق والإطفاء، ودعم للحصول على شهادات الدفاع المدني.',
    },
    {
      title: 'التطور المهني',
      text: 'مسارات واضحة من فني إلى مشرف ثم مهندس مع اكتسابك الخبرة معنا.',
    },
    {
      title: 'حزمة مزايا تنافسية',
      text: 'رواتب عادلة وإجازة سنوية وتأمين طبي وكفالة إقامة وفقًا لقانون العمل الإماراتي.',
    },
  ],
});
