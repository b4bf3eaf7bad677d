import { APPLICATION_MESSAGES_AR } from '@uaq/contract/application-messages.ar';
import { JOB_CLOSING_MESSAGES_AR } from '@uaq/contract/job-closing-messages.ar';
import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { SCREENING_MESSAGES_AR } from '@uaq/contract/screening.ar';

/** Arabic of the job application screen, for applicants: technicians, engineers and site staff. */
export const applyTexts = {
  meta: {
    title: (jobTitle: string) => `التقديم: ${jobTitle}`,
    description: (jobTitle: string, location: string) =>
      `قدّم طلبك عبر الإنترنت لوظيفة ${jobTitle} في ${location}. أرسل بياناتك وخطاب التقديم وسيرتك الذاتية.`,
    notFoundTitle: 'الوظيفة غير موجودة',
    notFoundDescription: 'هذه الوظيفة غير موجودة أو لم تعد منشورة.',
    loadingTitle: 'طلب توظيف',
  },
  englishOnly: {
    title: 'هذا الإعلان متاح باللغة الإنجليزية فقط',
    text: 'كتب فريقنا تفاصيل هذه الوظيفة بالإنجليزية. يمكنك قراءتها أدناه وتقديم طلبك بالعربية.',
    metaTitle: (jobTitle: string) => `وظيفة ${jobTitle} (إعلان بالإنجليزية)`,
    metaDescription: (jobTitle: string, location: string) =>
      `إعلان وظيفة ${jobTitle} في ${location} متاح باللغة الإنجليزية فقط. يمكنك تقديم طلبك عبر الإنترنت بالعربية.`,
  },
  eyebrow: 'طلب توظيف',
  loading: 'جارٍ تحميل تفاصيل الوظيفة...',
  backToCareers: 'العودة إلى الوظائف',
  summaryHeading: 'تفاصيل الوظيفة',
  location: 'الموقع',
  type: 'نوع الوظيفة',
  experience: 'الخبرة',
  salary: 'الراتب',
  requirements: 'المتطلبات',
  formHeading: 'طلبك',
  formIntro: 'الحقول المشار إليها بعلامة * إلزامية.',
  personalDetails: 'البيانات الشخصية',
  applicationDetails: 'الطلب',
  labels: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    address: 'العنوان',
    position: 'الوظيفة',
    linkedinUrl: 'ملفك على LinkedIn (اختياري)',
    coverLetter: 'خطاب التقديم',
    resume: 'السيرة الذاتية (اختياري)',
    heardFrom: 'كيف عرفت عنا؟ (اختياري)',
  },
  placeholders: {
    phone: '+971 50 000 0000',
    linkedinUrl: 'https://www.linkedin.com/in/your-name',
    coverLetter: 'حدّثنا عن خبرتك ولماذا ترغب في الانضمام إلينا.',
  },
  resumeHint: 'بصيغة PDF أو DOC أو DOCX، وبحجم لا يتجاوز 5 ميغابايت.',
  resumeRequiredLabel: 'السيرة الذاتية',
  walkInHint: 'ليست لديك سيرة ذاتية؟ يمكنك التقديم بدونها: حدّثنا عن خبرتك في خطاب التقديم.',
  applyBy: (day: string) => `يُغلق باب التقديم بنهاية يوم ${day} (بتوقيت الإمارات).`,
  heardFromHint: 'مثلًا: صديق، LinkedIn، مجموعة واتساب، صحيفة.',
  consentBefore: 'أوافق على معالجة بياناتي لأغراض التوظيف وفق ما هو موضّح في',
  consentLink: 'إشعار الخصوصية',
  consentAfter: '.',
  submit: 'إرسال الطلب',
  submitting: 'جارٍ الإرسال...',
  submitFailed: 'تعذّر إرسال الطلب',
  errorSummary: 'يرجى تصحيح الحقول المميزة.',
  successTitle: 'تم إرسال طلبك بنجاح!',
  successText: (jobTitle: string) =>
    `شكرًا لتقديمك على وظيفة ${jobTitle}. يطّلع فريق الموارد البشرية على كل طلب، وسيتواصل معك عبر الهاتف أو البريد الإلكتروني إذا كان ملفك مناسبًا. ستعود إلى صفحة الوظائف خلال ثوانٍ.`,
  closedTitle: 'انتهى التقديم',
};

export const applyMessages = {
  application: APPLICATION_MESSAGES_AR,
  jobClosing: JOB_CLOSING_MESSAGES_AR,
  phone: PHONE_MESSAGES_AR,
  screening: SCREENING_MESSAGES_AR,
};
