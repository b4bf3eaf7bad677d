import { DESCRIPTION_PREVIEW_LENGTH, textPreview } from '../src/text-preview.ts';

const ENGLISH =
  'A wet sprinkler system, fire pumps and hose reels for a 12-storey residential tower in Al Raas, tested with the Civil Defence and handed over with as-built drawings and a maintenance contract.';
const ARABIC =
  'نظام رشاشات رطب ومضخات حريق وبكرات خراطيم لبرج سكني من 12 طابقًا في الراس، اختُبر بحضور الدفاع المدني وسُلّم مع المخططات النهائية كما نُفّذت وعقد صيانة سنوي ليبقى المركز مفتوحًا طوال أعمال التحديث.';

/** Every word of the preview (without its ellipsis) is a whole word of the text, in order. */
function wholeWords(preview: string, text: string): boolean {
  const words = preview.replace(/…$/, '').split(' ');
  const source = text.split(/\s+/);
  const last = words.length - 1;
  // The last word may have lost the comma that followed it.
  return words.every(
    (word, index) => (index === last ? source[index].replace(/[,،]$/, '') : source[index]) === word,
  );
}

describe('textPreview', () => {
  it('leaves a text that fits as it is, on one line', () => {
    expect(textPreview('Fire alarm  systems\nin Umm Al Quwain', 155)).toBe(
      'Fire alarm systems in Umm Al Quwain',
    );
    expect(textPreview('أنظمة إنذار الحريق\nفي أم القيوين', 155)).toBe('أنظمة إنذار الحريق في أم القيوين');
  });

  it.each([
    ['English', ENGLISH],
    ['Arabic', ARABIC],
  ])('cuts a long %s text after a whole word, ending with an ellipsis, within the length', (_, text) => {
    for (let length = 20; length < text.length; length += 7) {
      const preview = textPreview(text, length);
      expect(preview.length).toBeLessThanOrEqual(length);
      expect(preview.endsWith('…')).toBe(true);
      expect(wholeWords(preview, text)).toBe(true);
    }
  });

  it('never stops inside an Arabic word (the project page’s description)', () => {
    const cut = ARABIC.indexOf('مفتوحًا') + 4;
    expect(textPreview(ARABIC, cut + 1)).toMatch(/ليبقى المركز…$/);
    expect(textPreview(ARABIC, DESCRIPTION_PREVIEW_LENGTH)).toMatch(/ [^ ]+…$/);
  });

  it('never stops inside an English word', () => {
    const cut = ENGLISH.indexOf('residential') + 5;
    expect(textPreview(ENGLISH, cut + 1)).toBe(
      'A wet sprinkler system, fire pumps and hose reels for a 12-storey…',
    );
  });

  it('keeps the last word when the cut falls just after it', () => {
    const upTo = 'A wet sprinkler system, fire pumps';
    expect(textPreview(ENGLISH, upTo.length + 1)).toBe(`${upTo}…`);
    const upToArabic = 'نظام رشاشات رطب ومضخات حريق';
    expect(textPreview(ARABIC, upToArabic.length + 1)).toBe(`${upToArabic}…`);
  });

  it('drops a comma left before the ellipsis, Latin or Arabic', () => {
    expect(textPreview(ENGLISH, 'A wet sprinkler system,'.length + 4)).toBe('A wet sprinkler system…');
    expect(
      textPreview(
        ARABIC,
        'نظام رشاشات رطب ومضخات حريق وبكرات خراطيم لبرج سكني من 12 طابقًا في الراس،'.length + 4,
      ),
    ).toBe('نظام رشاشات رطب ومضخات حريق وبكرات خراطيم لبرج سكني من 12 طابقًا في الراس…');
  });

  it('cuts one word longer than the length where it must', () => {
    expect(textPreview('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
    expect(textPreview('🔥'.repeat(10), 6)).toBe('🔥🔥…');
  });
});
