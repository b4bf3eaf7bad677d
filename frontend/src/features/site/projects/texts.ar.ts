import { arabicPluralCategory } from '@uaq/contract/numbers';

/** «شهر واحد، شهران، 5 أشهر، 11 شهرًا، 100 شهر»: the counted noun follows the number's last two digits. */
function months(count: number): string {
  switch (arabicPluralCategory(count)) {
    case 'one':
      return 'شهر واحد';
    case 'two':
      return 'شهران';
    case 'few':
      return `${count} أشهر`;
    case 'many':
      return `${count} شهرًا`;
    default:
      return `${count} شهر`;
  }
}

/** Arabic of the projects page and the project detail view, for owners, developers and consultants. */
export const projectsTexts = {
  title: 'مشاريعنا',
  description:
    'أمثلة على مشاريع إنذار الحريق ومكافحة الحريق وإدارة الدخان وإنارة الطوارئ في أم القيوين والإمارات الشمالية.',
  eyebrow: 'أعمالنا',
  heading: 'مشاريعنا',
  lead: 'أنظمة الحماية من الحريق وسلامة الأرواح للمحلات والمنازل والمصانع والمدارس والبنية التحتية العامة.',
  sampleNotice:
    'المشاريع المشار إليها بعبارة «مشروع توضيحي» أمثلة توضيحية على أعمالنا المعتادة، وليست مراجع لعملاء بأسمائهم.',
  loadFailed: 'تعذّر تحميل المشاريع. يرجى المحاولة مرة أخرى بعد قليل.',
  filterLabel: 'تصفية المشاريع حسب الفئة',
  all: 'الكل',
  empty: 'لا توجد مشاريع في هذه الفئة.',
  // One wording for every count: Arabic plurals change with the number (1, 2, 3-10, 11+).
  shownCount: (count: number) => `عدد المشاريع المعروضة: ${count}`,
  viewProject: 'عرض المشروع',
  statsHeading: 'مشاريعنا بالأرقام',
  stats: {
    projectsCompleted: 'مشاريع منجزة',
    happyClients: 'عملاء راضون',
    yearsExperience: 'سنوات الخبرة',
  },
  detail: {
    back: 'العودة إلى المشاريع',
    category: 'الفئة',
    client: 'العميل',
    location: 'الموقع',
    duration: 'المدة',
    months,
    status: 'الحالة',
    sample: 'مشروع توضيحي',
    systemsInstalled: 'الأنظمة المركّبة',
    photos: 'صور المشروع',
    notFoundTitle: 'المشروع غير موجود',
    loadingTitle: 'جارٍ تحميل المشروع…',
    loading: 'جارٍ تحميل تفاصيل المشروع…',
    notFoundText: 'لم نتمكن من العثور على هذا المشروع. ربما تمت إزالته.',
    englishOnly: {
      title: 'وصف هذا المشروع متاح باللغة الإنجليزية فقط',
      text: 'كتب فريقنا تفاصيل هذا المشروع بالإنجليزية.',
      metaTitle: (name: string) => `مشروع ${name} (وصف بالإنجليزية)`,
      metaDescription: (name: string, location: string) =>
        `مشروع ${name} في ${location} من مشاريعنا في الحماية من الحريق، ووصفه متاح باللغة الإنجليزية فقط.`,
    },
    ctaHeading: 'هل تخطط لمشروع مماثل؟',
    ctaText: 'أخبرنا عن مبناك وسنُعدّ لك عرضًا فنيًا وماليًا.',
    cta: 'اطلب عرض سعر',
  },
  ctaHeading: 'هل لديك مشروع في ذهنك؟',
  ctaText: 'من فيلا واحدة إلى موقع صناعي كبير، نحن مستعدون لمساعدتك.',
  cta: 'ابدأ مشروعك',
};

export const projectCategoryNames = {
  Commercial: 'تجاري',
  Residential: 'سكني',
  Industrial: 'صناعي',
  Infrastructure: 'بنية تحتية',
  Institutional: 'مؤسسي',
};

export const projectStatusNames = {
  Completed: 'منجز',
  'In Progress': 'قيد التنفيذ',
  Planning: 'قيد التخطيط',
  'On Hold': 'متوقف مؤقتًا',
};
