/** Arabic of what HR reads around a status move (the stage names come from the tracker's texts). */
export const statusMoveTexts = {
  title: 'تأكيد النقل',
  question: (who: string, stage: string) => `هل تريد نقل ${who} إلى مرحلة «${stage}»؟`,
  intoRejected: 'سيؤدي ذلك إلى رفض الطلب.',
  outOfHired: (hired: string) => `الطلب في مرحلة «${hired}»، ونقله يلغي قرار التعيين.`,
  confirm: (stage: string) => `نقل إلى «${stage}»`,
  cancel: 'إلغاء',
  selection: (n: number) => (n === 1 ? 'الطلب المحدد' : `الطلبات المحددة (${n})`),
  undo: 'تراجع',
  undoLabel: (move: string) => `تراجع عن: ${move}`,
  undone: (who: string, stage: string) => `أُعيد ${who} إلى مرحلة «${stage}».`,
  undoneSelection: 'أُعيدت الطلبات المحددة إلى مراحلها السابقة.',
  undoFailed: 'تعذّر التراجع عن النقل.',
  applicantOnly: (stage: string) => `${stage} (يحددها المتقدم)`,
};
