/** Arabic of what the panel says about an applicant's change of e-mail address. */
export const emailChangeTexts = {
  changed: 'غيّره المتقدّم',
  changedFrom: (date: string) => `في ${date}، وكان`,
};
