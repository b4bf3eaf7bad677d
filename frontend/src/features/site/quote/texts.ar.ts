import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { QUOTE_MESSAGES_AR } from '@uaq/contract/quote-messages.ar';

/** Arabic of the quote request screen, for property owners, facility managers and developers. */
export const quoteTexts = {
  meta: {
    title: 'اطلب عرض سعر',
    description:
      'اطلب عرض سعر أو عقد صيانة سنوي لأنظمة إنذار الحريق ومكافحة الحريق وشفط الدخان وإنارة الطوارئ في أي مكان في الإمارات.',
  },
  eyebrow: 'عرض سعر مجاني',
  heading: 'اطلب عرض سعر',
  intro:
    'أخبرنا عن مبناك والأنظمة التي تحتاجها. سيتصل بك أحد مهندسينا خلال يوم عمل واحد لطرح أسئلته أو تحديد موعد لزيارة الموقع.',
  formHeading: 'مبناك وما تحتاج إليه',
  formIntro: 'الحقول المشار إليها بعلامة * إلزامية.',
  contactGroup: 'بياناتك',
  buildingGroup: 'المبنى',
  servicesGroup: 'الخدمات المطلوبة *',
  labels: {
    name: 'الاسم الكامل',
    company: 'الشركة أو مالك المبنى (اختياري)',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    emirate: 'الإمارة',
    buildingType: 'نوع المبنى',
    floors: 'عدد الطوابق (اختياري)',
    areaSqm: 'المساحة المبنية بالمتر المربع (اختياري)',
    amc: 'أرغب أيضًا في عقد صيانة سنوي',
    preferredContact: 'كيف تفضّل أن نتواصل معك؟ *',
    message: 'هل هناك ما يجب أن نعرفه أيضًا؟ (اختياري)',
    drawing: 'مخطط هندسي أو مسقط أفقي للطوابق (اختياري)',
  },
  placeholders: {
    phone: '+971 50 000 0000',
    message: 'الأنظمة القائمة، المواعيد النهائية، إشعارات الدفاع المدني…',
  },
  chooseEmirate: 'اختر الإمارة',
  chooseBuildingType: 'اختر النوع',
  drawingHint: 'بصيغة PDF أو PNG أو JPEG، وبحجم لا يتجاوز 10 ميغابايت.',
  consentBefore: 'أوافق على استخدام بياناتي لإعداد عرض السعر، وفق ما يوضّحه',
  consentLink: 'إشعار الخصوصية',
  consentAfter: '.',
  submit: 'إرسال طلب عرض السعر',
  submitting: 'جارٍ الإرسال...',
  submitFailed: 'عذرًا، تعذّر إرسال طلبك. يرجى المحاولة مرة أخرى أو الاتصال بنا.',
  successTitle: 'تم إرسال طلب عرض السعر',
  successNext:
    'شكرًا لك. سيتواصل معك أحد مهندسينا خلال يوم عمل واحد بالطريقة التي اخترتها، لتأكيد التفاصيل أو تحديد موعد لزيارة الموقع.',
  another: 'إرسال طلب آخر',
};

export const quoteMessages = { quote: QUOTE_MESSAGES_AR, phone: PHONE_MESSAGES_AR };
