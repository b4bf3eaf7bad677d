/** Arabic of the header, footer and menus, for property owners, facility managers and applicants. */
export const layoutTexts = {
  skipLink: 'الانتقال إلى المحتوى الرئيسي',
  breadcrumbLabel: 'مسار التنقل',
  filePicker: {
    choose: 'اختر ملفًا',
    none: 'لم يُختر أي ملف',
    separator: '، ',
  },
  pageLoading: 'جارٍ التحميل...',
  tagline: 'الحماية من الحريق والسلامة · أم القيوين',
  primaryNavLabel: 'القائمة الرئيسية',
  nav: {
    home: 'الرئيسية',
    services: 'خدماتنا',
    about: 'من نحن',
    projects: 'مشاريعنا',
    careers: 'الوظائف',
    contact: 'اتصل بنا',
  },
  servicesSubmenuToggle: 'عرض الخدمات',
  allServices: 'جميع الخدمات',
  localArea: 'السلامة من الحريق في أم القيوين',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  headerCta: 'اطلب عرض سعر',
  reach: {
    callLabel: (phone: string) => `اتصل على ${phone}`,
    call: 'اتصال',
    whatsapp: 'واتساب',
    quote: 'عرض سعر',
    barLabel: 'اتصل بنا أو راسلنا عبر واتساب أو اطلب عرض سعر',
    whatsappMessage: (serviceName?: string) =>
      serviceName
        ? `مرحبًا، أود الاستفسار عن ${serviceName}.`
        : 'مرحبًا، أود الاستفسار عن السلامة من الحريق لمبناي.',
    emergencyLead: 'خط الطوارئ على مدار الساعة:',
  },
  credentials: {
    approval: 'رقم اعتماد الدفاع المدني الإماراتي',
    licence: 'رقم الرخصة التجارية',
  },
  footer: {
    about:
      'مقاول معتمد من الدفاع المدني في مجال الحماية من الحريق والسلامة في أم القيوين: تصميم وتوريد وتركيب وصيانة أنظمة الحماية من الحريق وسلامة الأرواح.',
    quickLinks: 'روابط سريعة',
    services: 'خدماتنا',
    legal: 'معلومات قانونية',
    contact: 'تواصل معنا',
    aboutUs: 'من نحن',
    projects: 'مشاريعنا',
    localArea: 'أم القيوين',
    ourServices: 'خدماتنا',
    contactUs: 'اتصل بنا',
    privacy: 'إشعار الخصوصية',
    terms: 'شروط الاستخدام',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    linkedIn: 'LinkedIn',
    linkedInLabel: (companyName: string) => `${companyName} على LinkedIn (يفتح في علامة تبويب جديدة)`,
    copyright: (year: number, companyName: string) => `© ${year} ${companyName}. جميع الحقوق محفوظة.`,
    approved: 'معتمد من الدفاع المدني الإماراتي',
  },
  admin: {
    title: 'لوحة الإدارة',
    backToSite: 'عرض الموقع',
  },
};

/** Arabic short names of the services, for menus, sidebars and footers. */
export const serviceNames = {
  'fire-alarm': 'أنظمة إنذار الحريق',
  'fire-fighting': 'أنظمة مكافحة الحريق',
  'smoke-extraction': 'أنظمة شفط الدخان',
  'emergency-exit': 'إنارة الطوارئ ولافتات المخارج',
  'design-approvals': 'التصميم وموافقات الدفاع المدني',
  electrical: 'الأعمال الكهربائية',
  plumbing: 'أعمال السباكة',
  maintenance: 'الصيانة وعقود الصيانة السنوية',
};
