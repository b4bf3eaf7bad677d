/**
 * Makes the site's share images (og:image, twitter:image), one per language, 1200x630 PNG, into
 * frontend/public/share/: a card in the brand's look (../../docs/decisions.md, "Share images") rendered by
 * headless Chromium. Run it again after changing the card: `npm run share-images`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const out = join(here, '..', 'public', 'share');
const font = (path) => pathToFileURL(join(root, 'node_modules', path)).href;

const CARDS = {
  en: {
    dir: 'ltr',
    eyebrow: 'Civil Defence approved contractor',
    heading: 'Fire protection and life safety',
    place: 'Umm Al Quwain and the northern emirates',
    services: ['Fire alarm', 'Fire fighting', 'Smoke extraction', 'Emergency lighting', 'Maintenance'],
  },
  ar: {
    dir: 'rtl',
    eyebrow: 'مقاول معتمد من الدفاع المدني',
    heading: 'الحماية من الحريق وسلامة الأرواح',
    place: 'أم القيوين والإمارات الشمالية',
    services: ['إنذار الحريق', 'مكافحة الحريق', 'شفط الدخان', 'إنارة الطوارئ', 'الصيانة'],
  },
};

/** The logo's shield and flame (frontend/src/components/layout/logo.tsx). */
const LOGO = `<svg width="132" height="132" viewBox="0 0 40 40" aria-hidden="true">
  <path d="M20 2 35 8v11c0 9.5-6.3 16.4-15 19-8.7-2.6-15-9.5-15-19V8z" fill="#C62828"/>
  <path d="M20.5 9c1.2 4.6 7 7.6 7 14a7.5 7.5 0 0 1-15 0c0-3.4 1.7-5.7 3.5-7.3.3 2.3 1.5 4 3.2 4.6-.7-4-.3-7.9 1.3-11.3z" fill="#fff"/>
  <path d="M20 22c.6 2 3 3.1 3 5.6a3 3 0 0 1-6 0c0-1.6.9-2.6 1.8-3.3.2.9.6 1.5 1.3 1.8-.3-1.4-.3-2.8-.1-4.1z" fill="#F5A623"/>
</svg>`;

function cardHtml(language, card) {
  return `<!doctype html><html lang="${language}" dir="${card.dir}"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(${font('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')}); }
@font-face { font-family: Plex Arabic; font-weight: 400; src: url(${font('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2')}); }
@font-face { font-family: Plex Arabic; font-weight: 700; src: url(${font('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2')}); }
* { box-sizing: border-box; margin: 0; }
body { inline-size: 1200px; block-size: 630px; overflow: hidden; font-family: ${language === 'ar' ? '"Plex Arabic", Inter' : 'Inter'}, sans-serif;
  background: linear-gradient(135deg, #1F2933 0%, #1F2933 62%, #2b3743 100%); color: #fff; }
.card { display: grid; grid-template-columns: auto 1fr; gap: 56px; align-items: center; padding: 72px 80px 0; }
.eyebrow { display: inline-block; padding-block-end: 10px; border-block-end: 6px solid #F5A623; font-size: 30px; font-weight: 600; color: #F7F8FA; }
h1 { max-inline-size: 16ch; margin-block-start: 28px; font-size: ${language === 'ar' ? 68 : 72}px; line-height: 1.2; font-weight: 700; }
.place { margin-block-start: 22px; font-size: 32px; color: #D9DEE4; }
ul { position: absolute; inset-inline: 0; inset-block-end: 0; display: flex; flex-wrap: wrap; gap: 12px; padding: 34px 64px 40px;
  list-style: none; background: #C62828; }
li { font-size: 24px; font-weight: 600; }
li + li::before { content: '·'; margin-inline-end: 12px; color: #F5A623; }
</style></head><body><div class="card">${LOGO}<div>
<p class="eyebrow">${card.eyebrow}</p><h1>${card.heading}</h1><p class="place">${card.place}</p></div></div>
<ul>${card.services.map((service) => `<li>${service}</li>`).join('')}</ul></body></html>`;
}

mkdirSync(out, { recursive: true });
const profile = mkdtempSync(join(tmpdir(), 'share-image-'));
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1200, height: 630 },
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  for (const [language, card] of Object.entries(CARDS)) {
    // From a file, so the card may load the fonts from node_modules (file: URLs).
    const file = join(profile, `card-${language}.html`);
    writeFileSync(file, cardHtml(language, card));
    await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: join(out, `site-${language}.png`), type: 'png' });
    console.info(`share image: frontend/public/share/site-${language}.png`);
  }
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
}
