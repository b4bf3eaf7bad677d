/** The admin frames' own words (the admin area is in English; the lists bring theirs). */
export const adminListTexts = {
  retry: 'Try again',
};
