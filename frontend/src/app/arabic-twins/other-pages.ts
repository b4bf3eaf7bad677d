// The Arabic texts of the shop and not-found pages, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/pages/texts.ar';
