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
