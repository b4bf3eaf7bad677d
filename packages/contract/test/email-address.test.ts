import { isEmailAddress, normaliseEmailAddress } from '../src/email-address.ts';

describe('e-mail address normalisation', () => {
  it.each([
    ['  aisha@example.com  ', 'aisha@example.com'],
    ['aisha@EXAMPLE.Com', 'aisha@example.com'],
    ['aisha@ｅｘａｍｐｌｅ.com', 'aisha@example.com'],
    ['mariam@gmäil.com', 'mariam@xn--gmil-moa.com'],
    ['mariam@GMÄIL.COM', 'mariam@xn--gmil-moa.com'],
    ['mariam@gmaıl.com', 'mariam@xn--gmal-nza.com'],
    ['info@bücher.de', 'info@xn--bcher-kva.de'],
    ['info@xn--bcher-kva.de', 'info@xn--bcher-kva.de'],
    ['hr@موقع.امارات', 'hr@xn--4gbrim.xn--mgbaam7a8h'],
  ])('writes the domain of %s in lower-case ASCII: %s', (typed, normalised) =>
    expect(normaliseEmailAddress(typed)).toBe(normalised),
  );

  it.each([
    ['Aisha@example.com', 'Aisha@example.com'],
    ['maríam@gmail.com', 'maríam@gmail.com'],
    ['marıam@gmail.com', 'marıam@gmail.com'],
    ['marİam@gmail.com', 'marİam@gmail.com'],
    ['ｍａｒｉａｍ@gmail.com', 'ｍａｒｉａｍ@gmail.com'],
  ])('keeps the local part of %s as typed', (typed, normalised) =>
    expect(normaliseEmailAddress(typed)).toBe(normalised),
  );

  it('writes the local part in NFC: a decomposed accent and a composed one are the same address', () => {
    const decomposed = 'mari\u0301am@gmail.com';
    expect(normaliseEmailAddress(decomposed)).toBe('mar\u00edam@gmail.com');
    expect(normaliseEmailAddress('mar\u00edam@gmail.com')).toBe('mar\u00edam@gmail.com');
  });

  it('tells look-alikes apart: each differs from the real address after normalisation', () => {
    const real = normaliseEmailAddress('mariam@gmail.com');
    for (const lookAlike of [
      'mariam@gmäil.com',
      'maríam@gmail.com',
      'marıam@gmail.com',
      'marİam@gmail.com',
      'ｍａｒｉａｍ@gmail.com',
      'Mariam@gmail.com',
    ]) {
      expect(normaliseEmailAddress(lookAlike)).not.toBe(real);
    }
  });

  it.each([
    '',
    'aisha',
    'aisha@example',
    'a isha@example.com',
    '@example.com',
    'aisha@exa mple.com',
    'aisha@example.com:25',
    'aisha@example.com/path',
    'aisha@exa%41mple.com',
    'aisha@[127.0.0.1]',
    'aisha@1.2.3',
    'aisha@0x7f.0.0.1',
    'aisha@exam\u0000ple.com',
    'aisha@١٢.com',
    'aisha@\u00ad.com',
  ])('refuses %j: not an address, or a domain IDNA refuses', (typed) => {
    expect(normaliseEmailAddress(typed)).toBeNull();
    expect(isEmailAddress(typed)).toBe(false);
  });

  it('is its own result once applied: a stored address normalises to itself', () => {
    for (const typed of [
      ' Aisha@EXAMPLE.com',
      'mariam@gmäil.com',
      'mari\u0301am@ｇｍａｉｌ.com',
      'info@bücher.de.',
      'hr@موقع.امارات',
    ]) {
      const once = normaliseEmailAddress(typed)!;
      expect(normaliseEmailAddress(once)).toBe(once);
      expect(isEmailAddress(once)).toBe(true);
    }
  });
});
