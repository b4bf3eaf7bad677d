import { arabic } from '@/lib/i18n/arabic';
import { SERVICE_SUMMARIES, serviceCardTexts } from './service-summaries';

/** Arabic of the service cards and meta descriptions, for property owners and facility managers. */
export const SERVICE_SUMMARIES_AR = arabic(SERVICE_SUMMARIES, {
  'fire-alarm': {
    id: 'fire-alarm',
    title: 'أنظمة إنذار الحريق',
    summary:
      'أنظمة كشف وإنذار الحريق التقليدية والمعنونة، تصميمًا وتركيبًا وتشغيلًا وفق متطلبات الدفاع المدني الإماراتي.',
  },
  'fire-fighting': {
    id: 'fire-fighting',
    title: 'أنظمة مكافحة الحريق',
    summary:
      'رشاشات المياه وحنفيات الحريق وبكرات الخراطيم ومضخات الحريق وأنظمة الإطفاء بالغازات النظيفة، مصمّمة وفق المبنى ومخاطره.',
  },
  'smoke-extraction': {
    id: 'smoke-extraction',
    title: 'أنظمة شفط الدخان',
    summary: 'إدارة الدخان وضغط السلالم وتهوية مواقف السيارات، للحفاظ على مسارات الهروب خالية وواضحة الرؤية.',
  },
  'emergency-exit': {
    id: 'emergency-exit',
    title: 'إنارة الطوارئ ولافتات المخارج',
    summary: 'إنارة طوارئ ولافتات مخارج مضيئة ترشد الأشخاص إلى الخروج بأمان عند انقطاع الكهرباء.',
  },
  'design-approvals': {
    id: 'design-approvals',
    title: 'التصميم وموافقات الدفاع المدني',
    summary:
      'تصميم أنظمة الحماية من الحريق وسلامة الأرواح، والمخططات التنفيذية، وتقديم الطلبات إلى الدفاع المدني حتى الحصول على شهادة الإنجاز.',
  },
  electrical: {
    id: 'electrical',
    title: 'الأعمال الكهربائية',
    summary:
      'تمديدات كهربائية منخفضة الجهد، ولوحات توزيع، وإنارة، وتغذية كهربائية مقاومة للحريق لأنظمة سلامة الأرواح.',
  },
  plumbing: {
    id: 'plumbing',
    title: 'أعمال السباكة',
    summary:
      'إمداد المياه والصرف والمضخات وخزانات مياه الحريق، تُركَّب جنبًا إلى جنب مع أنظمة مكافحة الحريق التي تخدمها.',
  },
  maintenance: {
    id: 'maintenance',
    title: 'الصيانة وعقود الصيانة السنوية',
    summary:
      'عقود صيانة سنوية وعمليات تفتيش واستجابة للطوارئ على مدار الساعة، لتبقى أنظمتك مطابقة للمتطلبات وجاهزة للعمل.',
  },
});

export const serviceCardTextsAr = arabic(serviceCardTexts, {
  learnMore: 'اعرف المزيد',
});
