import { arabic } from '@/lib/i18n/arabic';
import { layoutTexts, serviceNames } from './texts';

/** Arabic of the header, footer and shells, for property owners, facility managers and applicants. */
export const layoutTextsAr = arabic(layoutTexts, {
  skipLink: 'انتقل إلى المحتوى الرئيسي',
  breadcrumbLabel: 'مسار التنقل',
  pageLoading: 'جارٍ التحميل...',
  tagline: 'الحماية من الحريق والسلامة · أم القيوين',
  primaryNavLabel: 'التنقل الرئيسي',
  nav: {
    home: 'الرئيسية',
    services: 'خدماتنا',
    about: 'من نحن',
    projects: 'المشاريع',
    careers: 'الوظائف',
    contact: 'تواصل معنا',
  },
  servicesSubmenuToggle: 'عرض الخدمات',
  allServices: 'جميع الخدمات',
  localArea: 'السلامة من الحريق في أم القيوين',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  headerCta: 'اطلب عرض سعر',
  reach: {
    callLabel: (phone) => `اتصل على ${phone}`,
    call: 'اتصال',
    whatsapp: 'واتساب',
    quote: 'عرض سعر',
    barLabel: 'اتصل بنا أو راسلنا عبر واتساب أو اطلب عرض سعر',
    whatsappMessage: (serviceName) =>
      serviceName
        ? `مرحباً، أود الاستفسار عن ${serviceName}.`
        : 'مرحباً، أود الاستفسار عن السلامة من الحريق لمبناي.',
    emergencyLead: 'خط الطوارئ على مدار الساعة:',
  },
  credentials: {
    approval: 'رقم اعتماد الدفاع المدني الإماراتي',
    licence: 'رقم الرخصة التجارية',
  },
  footer: {
    about:
      'مقاول معتمد من الدفاع المدني لأنظمة الحماية من الحريق والسلامة في أم القيوين: تصميم وتوريد وتركيب وصيانة أنظمة مكافحة الحريق وسلامة الأرواح.',
    quickLinks: 'روابط سريعة',
    services: 'الخدمات',
    legal: 'معلومات قانونية',
    contact: 'تواصل معنا',
    aboutUs: 'من نحن',
    projects: 'المشاريع',
    localArea: 'أم القيوين',
    ourServices: 'خدماتنا',
    contactUs: 'تواصل معنا',
    privacy: 'إشعار الخصوصية',
    terms: 'شروط الاستخدام',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    linkedIn: 'لينكدإن',
    linkedInLabel: (companyName) => `${companyName} على لينكدإن (يفتح في علامة تبويب جديدة)`,
    copyright: (year, companyName) => `© ${year} ${companyName}. جميع الحقوق محفوظة.`,
    approved: 'معتمد من الدفاع المدني الإماراتي',
  },
  admin: {
    title: 'الإدارة',
    backToSite: 'عرض الموقع',
  },
});

/** Arabic short names of the services. */
export const serviceNamesAr = arabic(serviceNames, {
  'fire-alarm': 'أنظمة إنذار الحريق',
  'fire-fighting': 'أنظمة مكافحة الحريق',
  'smoke-extraction': 'أنظمة شفط الدخان',
  'emergency-exit': 'إنارة الطوارئ ومخارج الطوارئ',
  'design-approvals': 'التصميم واعتمادات الدفاع المدني',
  electrical: 'الأعمال الكهربائية',
  plumbing: 'أعمال السباكة',
  maintenance: 'الصيانة وعقود الصيانة السنوية',
});
