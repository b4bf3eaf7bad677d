import { renderHeadMarkup } from './head-markup';

it('renders title, description, canonical and Open Graph tags, escaped', () => {
  const head = renderHeadMarkup(
    {
      title: 'Fire Alarm Systems | A & B "Co"',
      description: 'Alarms <fast>',
      canonicalPath: '/services/fire-alarm',
      jsonLd: new Map(),
    },
    'https://fire.example.com/',
    'A & B "Co"',
  );
  expect(head).toContain('<title>Fire Alarm Systems | A &amp; B &quot;Co&quot;</title>');
  expect(head).toContain('<meta name="description" content="Alarms &lt;fast&gt;" />');
  expect(head).toContain('<link rel="canonical" href="https://fire.example.com/services/fire-alarm" />');
  expect(head).toContain('<meta property="og:url" content="https://fire.example.com/services/fire-alarm" />');
  expect(head).toContain(
    '<meta property="og:title" content="Fire Alarm Systems | A &amp; B &quot;Co&quot;" />',
  );
  expect(head).toContain('<meta property="og:site_name" content="A &amp; B &quot;Co&quot;" />');
  expect(head).not.toContain('noindex');
});

it('marks noindex pages and gives them no canonical URL', () => {
  const head = renderHeadMarkup(
    { title: 'Admin', noindex: true, canonicalPath: '/admin', jsonLd: new Map() },
    'https://x.test',
    '',
  );
  expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(head).not.toContain('rel="canonical"');
});

it('writes JSON-LD so that no "<" can close the script early', () => {
  const jsonLd = new Map<string, object>([['org', { name: '</script><script>alert(1)</script>' }]]);
  const head = renderHeadMarkup({ title: 'T', jsonLd }, 'https://x.test', '');
  expect(head).toContain('<script type="application/ld+json" data-jsonld="org">');
  expect(head).not.toContain('</script><script>alert');
  const json = head.slice(head.indexOf('>', head.indexOf('ld+json')) + 1, head.lastIndexOf('</script>'));
  expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
});

it('names both languages and the English default as alternates, from the Arabic page too', () => {
  const arabic = renderHeadMarkup(
    { title: 'T', canonicalPath: '/careers/apply/12', language: 'ar', jsonLd: new Map() },
    'https://fire.example.com',
    '',
  );
  expect(arabic).toContain('<link rel="canonical" href="https://fire.example.com/ar/careers/apply/12" />');
  expect(arabic).toContain(
    '<link rel="alternate" hreflang="en" href="https://fire.example.com/careers/apply/12" />',
  );
  expect(arabic).toContain(
    '<link rel="alternate" hreflang="ar" href="https://fire.example.com/ar/careers/apply/12" />',
  );
  expect(arabic).toContain(
    '<link rel="alternate" hreflang="x-default" href="https://fire.example.com/careers/apply/12" />',
  );
  expect(arabic).toContain('<meta property="og:locale" content="ar_AE" />');
  expect(arabic).toContain('<meta property="og:locale:alternate" content="en_AE" />');

  const english = renderHeadMarkup(
    { title: 'T', canonicalPath: '/', jsonLd: new Map() },
    'https://x.test',
    '',
  );
  expect(english).toContain('<link rel="canonical" href="https://x.test/" />');
  expect(english).toContain('<link rel="alternate" hreflang="ar" href="https://x.test/ar" />');
  expect(english).toContain('<meta property="og:locale" content="en_AE" />');
  expect(english).toContain('<meta property="og:locale:alternate" content="ar_AE" />');
});

it('names only the languages a page exists in (English only: no Arabic alternate)', () => {
  const head = renderHeadMarkup(
    { title: 'T', canonicalPath: '/careers/apply/12', languages: ['en'], jsonLd: new Map() },
    'https://x.test',
    '',
  );
  expect(head).toContain('<link rel="alternate" hreflang="en" href="https://x.test/careers/apply/12" />');
  expect(head).toContain(
    '<link rel="alternate" hreflang="x-default" href="https://x.test/careers/apply/12" />',
  );
  expect(head).not.toContain('hreflang="ar"');
});

it('shares the Arabic card from Arabic pages and the English card from English ones', () => {
  const page = (language: 'en' | 'ar') =>
    renderHeadMarkup({ title: 'T', language, jsonLd: new Map() }, 'https://fire.example.com', '');
  const arabic = page('ar');
  expect(arabic).toContain(
    '<meta property="og:image" content="https://fire.example.com/share/site-ar.png" />',
  );
  expect(arabic).toContain(
    '<meta name="twitter:image" content="https://fire.example.com/share/site-ar.png" />',
  );
  expect(arabic).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(arabic).toContain('<meta property="og:image:width" content="1200" />');
  expect(arabic).toContain('<meta property="og:image:height" content="630" />');
  expect(arabic).toMatch(/<meta property="og:image:alt" content="مقاول معتمد من الدفاع المدني/);
  const english = page('en');
  expect(english).toContain(
    '<meta property="og:image" content="https://fire.example.com/share/site-en.png" />',
  );
  expect(english).toContain(
    '<meta name="twitter:image" content="https://fire.example.com/share/site-en.png" />',
  );
  expect(english).not.toContain('site-ar.png');
});
