/** Arabic of the panel's retention badges. */
export const retentionBadgeTexts = {
  held: 'محفوظ لأغراض قانونية',
  heldBecause: (reason: string) => `يُحتفظ به مهما طالت مدته: ${reason}`,
  marked: 'محدد للحذف',
  purgeOn: (date: string) => `يُحذف نهائيًا في ${date} ما لم يُحتفظ به`,
};
