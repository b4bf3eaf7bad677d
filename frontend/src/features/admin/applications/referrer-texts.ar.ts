/** Arabic of the referrer line of an application's panel. */
export const referrerTexts = {
  referredBy: 'رشّحه',
};
