import {
  constantToText,
  constantTypeName,
  draftsToConstants,
  isBrokenJson,
  textToConstant,
} from './constant-text';

describe('constantToText', () => {
  it('shows objects and arrays as JSON text and scalars as they are', () => {
    expect(constantToText({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(constantToText([1, 'two'])).toBe('[\n  1,\n  "two"\n]');
    expect(constantToText(80)).toBe('80');
    expect(constantToText('Al Raas')).toBe('Al Raas');
    expect(constantToText(true)).toBe('true');
    expect(constantToText(null)).toBe('');
  });
});

describe('textToConstant', () => {
  it('parses text wrapped in braces or brackets that is valid JSON', () => {
    expect(textToConstant(' {"a": [1, 2]} ', 'x')).toEqual({ a: [1, 2] });
    expect(textToConstant('["x", "y"]', ['x'])).toEqual(['x', 'y']);
  });

  it('keeps text that looks like JSON but is not valid, exactly as typed', () => {
    expect(textToConstant('{not json}', { a: 1 })).toBe('{not json}');
    expect(textToConstant('[1, 2', [1])).toBe('[1, 2');
  });

  it('keeps text that only starts with a brace as text', () => {
    expect(textToConstant('{"a":1} and more', 'x')).toBe('{"a":1} and more');
  });

  it('keeps a number a number when the text is still numeric', () => {
    expect(textToConstant('95', 80)).toBe(95);
    expect(textToConstant(' 2.5 ', 1)).toBe(2.5);
    expect(textToConstant('about 90', 80)).toBe('about 90');
  });

  it('keeps a numeric text a text when the constant was text', () => {
    expect(textToConstant('0501234567', '050')).toBe('0501234567');
    expect(textToConstant('42', 'forty')).toBe('42');
  });

  it('makes a new constant a number only for a plain number without leading zeros', () => {
    expect(textToConstant('42')).toBe(42);
    expect(textToConstant('0501234567')).toBe('0501234567');
    expect(textToConstant('+971 6 000 0000')).toBe('+971 6 000 0000');
  });

  it('keeps booleans and nulls when the text still says so', () => {
    expect(textToConstant('false', true)).toBe(false);
    expect(textToConstant('yes', true)).toBe('yes');
    expect(textToConstant('', null)).toBeNull();
  });
});

describe('draftsToConstants', () => {
  it('rebuilds the whole map from the edited texts, each by its original type', () => {
    expect(
      draftsToConstants(
        { projectCount: '81', tags: '["a"]', companyName: 'ACME', newKey: '7' },
        { projectCount: 80, tags: ['x'], companyName: 'Old' },
      ),
    ).toEqual({ projectCount: 81, tags: ['a'], companyName: 'ACME', newKey: 7 });
  });
});

describe('isBrokenJson and constantTypeName', () => {
  it('flags JSON-looking text that will be kept as text', () => {
    expect(isBrokenJson('{a}')).toBe(true);
    expect(isBrokenJson('{"a":1}')).toBe(false);
    expect(isBrokenJson('plain')).toBe(false);
  });

  it('names value types', () => {
    expect(constantTypeName([1])).toBe('array');
    expect(constantTypeName({})).toBe('object');
    expect(constantTypeName(null)).toBe('null');
    expect(constantTypeName(3)).toBe('number');
    expect(constantTypeName('a')).toBe('string');
  });
});
