/** Arabic of the referrals report (Reports tab). */
export const referralsReportTexts = {
  heading: 'الترشيحات',
  intro: 'الطلبات الواردة عن طريق روابط الترشيح الخاصة بكل شخص، والمرحلة التي بلغتها.',
  referrer: 'المرشِّح',
  applications: 'الطلبات',
  shortlisted: 'في القائمة المختصرة',
  hired: 'تم تعيينهم',
  empty: 'لم يرد أي طلب عن طريق رابط ترشيح خلال هذه الفترة.',
};
