import { APPLICANT_STATUS_MESSAGES_AR } from '@uaq/contract/applicant-status.ar';
import { APPLICATION_MESSAGES_AR } from '@uaq/contract/application-messages.ar';
import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';

/** Arabic of the applicant's status page. */
export const applicantStatusTexts = {
  meta: {
    title: 'حالة طلبك',
    description: 'تابع طلبات التوظيف الخاصة بك، أو اسحب طلبًا، أو نزّل بياناتك، أو صحّح بياناتك.',
  },
  eyebrow: 'الوظائف',
  heading: 'حالة طلبك',
  intro:
    'يعرض لك رابطك الشخصي كل طلب أرسلته إلينا بعنوان بريدك الإلكتروني. احتفظ به لنفسك، فكل من يملك الرابط يستطيع رؤية طلباتك.',
  loading: 'جارٍ تحميل طلباتك...',
  refusedHeading: 'هذا الرابط لا يعمل',
  failed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  applicationsHeading: 'طلباتك',
  signedInAs: (email: string) => `الطلبات المقدمة بالعنوان \u2068${email}\u2069`,
  linkValidUntil: (date: string) => `يعمل هذا الرابط حتى ${date}.`,
  none: 'لم تعد هناك طلبات لهذا العنوان.',
  appliedOn: (date: string) => `تاريخ التقديم ${date}`,
  stageLabel: 'المرحلة',
  stages: {
    received: 'تم الاستلام',
    'under-review': 'قيد المراجعة',
    interview: 'مرحلة المقابلة',
    offer: 'عرض وظيفي / تم التعيين',
    'not-selected': 'لم يتم الاختيار',
    withdrawn: 'تم السحب',
  },
  withdraw: 'سحب الطلب',
  withdrawFor: (job: string) => `سحب الطلب لوظيفة \u2068${job}\u2069`,
  withdrawTitle: 'هل تريد سحب هذا الطلب؟',
  withdrawQuestion: (job: string) =>
    `سيُسحب طلبك لوظيفة \u2068${job}\u2069. لا يمكن التراجع عن ذلك، لكن يمكنك التقديم مرة أخرى لاحقًا.`,
  erase: 'طلب الحذف',
  eraseFor: (job: string) => `طلب الحذف لطلبك لوظيفة \u2068${job}\u2069`,
  eraseTitle: 'هل تريد حذف هذا الطلب؟',
  eraseQuestion: (job: string) =>
    `سيُحذف طلبك لوظيفة \u2068${job}\u2069 مع سيرتك الذاتية وسجله. يؤكد فريق الموارد البشرية الطلب، وإذا لم يؤكده خلال المدة المحددة يُحذف تلقائيًا.`,
  erasureRequested: (requested: string, due: string) =>
    `طُلب الحذف في ${requested}، وسيُحذف في موعد أقصاه ${due}.`,
  erasureOnHold: (requested: string) =>
    `طُلب الحذف في ${requested}. يوجب علينا التزام قانوني (تحفّظ قانوني) الاحتفاظ بهذا الطلب في الوقت الحالي، وسيُحذف فور انتهائه دون أن تحتاج إلى طلب ذلك مرة أخرى.`,
  downloadResume: 'تنزيل سيرتي الذاتية',
  downloadResumeFor: (job: string) => `تنزيل سيرتي الذاتية المرسلة لوظيفة \u2068${job}\u2069`,
  confirm: 'نعم، متابعة',
  cancel: 'إلغاء',
  interviewsHeading: 'المقابلات القادمة',
  interviewAt: (job: string, when: string) => `\u2068${job}\u2069: المقابلة في ${when}`,
  interviewLink: 'رابط الاجتماع',
  dataHeading: 'بياناتك',
  dataIntro:
    'نزّل نسخة من كل ما أرسلته إلينا (ملف JSON)؛ ولا تشمل ملاحظات فريق الموارد البشرية الداخلية. تُنزَّل السير الذاتية من كل طلب.',
  downloadData: 'تنزيل نسخة من بياناتي',
  detailsHeading: 'تصحيح بياناتك',
  phoneLabel: 'رقم الهاتف',
  savePhone: 'حفظ رقم الهاتف',
  emailLabel: 'البريد الإلكتروني الجديد',
  emailHint: 'نرسل رابط تأكيد إلى العنوان الجديد، ولا يتغير شيء حتى تفتحه.',
  saveEmail: 'إرسال رابط التأكيد',
  linkHeading: 'هذا الرابط',
  linkIntro: 'إذا كان شخص آخر قد رأى هذا الرابط فأوقفه. يمكنك طلب رابط جديد أدناه في أي وقت.',
  revoke: 'إيقاف هذا الرابط',
  confirmEmailHeading: 'أكّد بريدك الإلكتروني الجديد',
  confirmEmailIntro: 'أكّد لنقل طلباتك إلى هذا العنوان، وسنرسل إليه رابطًا جديدًا لمتابعة طلباتك.',
  confirmEmail: 'تأكيد عنواني الجديد',
  lostHeading: 'فقدت رابطك؟',
  lostIntro:
    'اكتب عنوان البريد الإلكتروني الذي قدّمت به. إذا كانت لدينا طلبات مسجلة به فسنرسل إليه رابطًا جديدًا.',
  lostEmailLabel: 'البريد الإلكتروني',
  lostSend: 'أرسل لي رابطًا جديدًا',
  sending: 'جارٍ الإرسال...',
};

export const applicantStatusMessages = {
  applicantStatus: APPLICANT_STATUS_MESSAGES_AR,
  application: APPLICATION_MESSAGES_AR,
  phone: PHONE_MESSAGES_AR,
};
