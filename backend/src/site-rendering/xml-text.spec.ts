import { cdata, escapeXml } from './xml-text';

describe('text in the XML files', () => {
  it('escapes markup and quotes for elements and attributes', () => {
    expect(escapeXml(`a<b>&"c"'`)).toBe('a&#60;b&#62;&#38;&#34;c&#34;&#39;');
  });

  it('splits the end of a CDATA section found in the text across two sections', () => {
    expect(cdata('x]]>y')).toBe('<![CDATA[x]]]]><![CDATA[>y]]>');
  });

  it('drops what XML 1.0 cannot carry (control characters, lone surrogates), keeping tabs, line breaks and emoji', () => {
    const text = 'a\u0000b\u0007c\u001f\td\ne\uD800f\uFFFEg 🔥';
    expect(escapeXml(text)).toBe('abc\td\nefg 🔥');
    expect(cdata(text)).toBe('<![CDATA[abc\td\nefg 🔥]]>');
  });
});
