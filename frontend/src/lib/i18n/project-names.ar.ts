/** Arabic of the project categories and statuses. */
export const projectNames = {
  categories: {
    Commercial: 'تجاري',
    Residential: 'سكني',
    Industrial: 'صناعي',
    Infrastructure: 'بنية تحتية',
    Institutional: 'مؤسسي',
  },
  statuses: {
    Completed: 'منجز',
    'In Progress': 'قيد التنفيذ',
    Planning: 'قيد التخطيط',
    'On Hold': 'متوقف مؤقتًا',
  },
};
