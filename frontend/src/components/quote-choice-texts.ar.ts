/** Arabic names of the quote request's choices, for property owners and facility managers. */
export const emirateNames = {
  'abu-dhabi': 'أبوظبي',
  dubai: 'دبي',
  sharjah: 'الشارقة',
  ajman: 'عجمان',
  'umm-al-quwain': 'أم القيوين',
  'ras-al-khaimah': 'رأس الخيمة',
  fujairah: 'الفجيرة',
};

export const buildingTypeNames = {
  villa: 'فيلا',
  'residential-building': 'مبنى سكني',
  commercial: 'تجاري (مكاتب، محلات)',
  industrial: 'صناعي أو مستودع',
  hospitality: 'فندق أو ضيافة',
  healthcare: 'رعاية صحية',
  education: 'مدرسة أو منشأة تعليمية',
  government: 'حكومي',
  other: 'أخرى',
};

export const preferredContactNames = {
  phone: 'مكالمة هاتفية',
  whatsapp: 'واتساب',
  email: 'البريد الإلكتروني',
};
