/** Arabic of the opening hours and the served areas, as the contact and local pages show them. */
export const BUSINESS_HOURS_LINES = [
  { label: 'من الاثنين إلى الجمعة', value: 'من 8:00 صباحًا إلى 6:30 مساءً' },
  { label: 'السبت', value: 'من 8:30 صباحًا إلى 2:00 ظهرًا' },
  { label: 'الأحد', value: 'مغلق' },
];

export const SERVICE_AREAS = ['مدينة أم القيوين', 'الراشدية', 'السلمة', 'فلج المعلا', 'الحمرة'];
