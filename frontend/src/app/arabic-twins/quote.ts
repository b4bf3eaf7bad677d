// The Arabic texts of the quote page (its form's contract messages included), one chunk: see
// arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/quote/texts.ar';
import '@/components/quote-choice-texts.ar';
import '@/lib/i18n/quote-messages.ar';
import '@/lib/i18n/phone-messages.ar';
