import { CONTACT_MESSAGES_AR, ENQUIRY_MESSAGES_AR } from '@uaq/contract/enquiry-messages.ar';
import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { serviceNames } from '@/components/layout/texts.ar';

/** Arabic of the contact screen, for property owners, facility managers and government clients. */
export const contactTexts = {
  meta: {
    title: 'اتصل بنا',
    description:
      'تواصل مع فريق الحماية من الحريق والسلامة لدينا في منطقة الراس بأم القيوين: الهاتف والبريد الإلكتروني وساعات العمل والخريطة ونموذج استفسار لطلب عروض الأسعار وزيارات الصيانة.',
  },
  eyebrow: 'تواصل معنا',
  heading: 'اتصل بنا',
  intro:
    'اطلب عرض سعر، أو احجز زيارة صيانة، أو احصل على استشارة بشأن موافقات الدفاع المدني. نسعى للرد على كل استفسار خلال يوم عمل واحد.',
  formHeading: 'أرسل لنا رسالة',
  labels: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف (اختياري)',
    subject: 'الموضوع',
    message: 'الرسالة',
    website: 'اترك هذا الحقل فارغًا',
  },
  subjectPlaceholder: 'اختر الموضوع',
  subjects: { ...serviceNames, general: 'استفسار عام' },
  placeholders: {
    phone: '+971 50 000 0000',
    message: 'كيف يمكننا مساعدتك؟ حدّثنا عن مبناك وما تحتاج إليه.',
  },
  send: 'إرسال الرسالة',
  sending: 'جارٍ الإرسال...',
  infoHeading: 'معلومات التواصل',
  address: 'المكتب',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  careersEmail: 'التوظيف',
  hoursHeading: 'ساعات العمل',
  mapHeading: 'موقعنا',
  mapTitle: 'خريطة أم القيوين، الإمارات العربية المتحدة (OpenStreetMap)',
  mapLink: 'عرض خريطة أكبر على',
  ctaHeading: 'هل تبحث عن نظام معيّن؟',
  ctaText: 'اطّلع على خدمات إنذار الحريق ومكافحة الحريق وشفط الدخان والصيانة التي نقدّمها.',
  ctaButton: 'استكشف خدماتنا',
};

export const contactMessages = {
  contact: CONTACT_MESSAGES_AR,
  enquiry: ENQUIRY_MESSAGES_AR,
  phone: PHONE_MESSAGES_AR,
};
