import { compileDocument } from './html-document';

describe('compileDocument', () => {
  const template =
    '<html><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
    '<!--app-state--><script type="module" src="/assets/index-1.js"></script></body></html>';

  it('fills the head, the markup and the preloaded state into the template', () => {
    const html = compileDocument(template)({
      head: '<title>Careers</title>',
      appHtml: '<main>Jobs</main>',
      preloadedState: { api: { jobs: [1] } },
    });
    expect(html).toBe(
      '<html><head><meta charset="UTF-8" /><title>Careers</title></head><body><div id="root"><main>Jobs</main></div>' +
        '<script type="application/json" id="server-data">{"api":{"jobs":[1]}}</script>' +
        '<script type="module" src="/assets/index-1.js"></script></body></html>',
    );
  });

  it('keeps replacement patterns such as $& as plain text', () => {
    const html = compileDocument(template)({ head: '', appHtml: '<p>$& $1 $$</p>', preloadedState: null });
    expect(html).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('serialises the state so no value can end the script or break the line', () => {
    const html = compileDocument(template)({
      head: '',
      appHtml: '',
      preloadedState: { title: '</script><script>alert(1)</script>', text: 'a\u2028b\u2029c' },
    });
    const script = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(script![1])).toEqual({
      title: '</script><script>alert(1)</script>',
      text: 'a\u2028b\u2029c',
    });
  });

  it('refuses a template without its placeholders', () => {
    expect(() => compileDocument('<html><head></head><body></body></html>')).toThrow(/<!--app-head-->/);
  });

  it('marks Arabic pages right to left and leaves English pages as the template says', () => {
    const page = compileDocument(
      '<!doctype html>\n<html lang="en" dir="ltr">' + template.slice('<html>'.length),
    );
    const parts = { head: '', appHtml: '', preloadedState: null };
    expect(page({ ...parts, language: 'ar' })).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl"><head>/);
    expect(page({ ...parts, language: 'en' })).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr"><head>/);
    expect(page(parts)).toContain('<html lang="en" dir="ltr">');
  });
});
