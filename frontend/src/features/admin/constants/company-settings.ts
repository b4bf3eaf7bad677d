import type { TextsOf } from '@/lib/i18n/texts';
import type { adminConstantsTexts } from './texts';

/** The constants tab's texts in the admin's language (`useTexts(adminConstantsTexts)`). */
export type ConstantsTexts = TextsOf<typeof adminConstantsTexts>;

export type SettingsGroup = 'company' | 'figures' | 'other';
const GROUP_ORDER: SettingsGroup[] = ['company', 'figures', 'other'];

/**
 * The settings the site reads by name, in the order the tab lists them; figures are numbers; an
 * Arabic twin (`arabicOf`) is written right to left beside its English setting.
 */
const KNOWN_SETTINGS = {
  companyName: { group: 'company' },
  companyNameAr: { group: 'company', arabicOf: 'companyName' },
  contactPhone: { group: 'company' },
  contactEmail: { group: 'company' },
  careersEmail: { group: 'company' },
  officeLocation: { group: 'company' },
  officeLocationAr: { group: 'company', arabicOf: 'officeLocation' },
  linkedinUrl: { group: 'company' },
  projectCount: { group: 'figures', numeric: true },
  clientsCount: { group: 'figures', numeric: true },
  yearsExperience: { group: 'figures', numeric: true },
  expertEngineers: { group: 'figures', numeric: true },
} as const satisfies Record<string, KnownSetting>;

interface KnownSetting {
  group: SettingsGroup;
  numeric?: true;
  arabicOf?: string;
}

const knownSetting = (key: string): KnownSetting | undefined =>
  Object.hasOwn(KNOWN_SETTINGS, key) ? KNOWN_SETTINGS[key as keyof typeof KNOWN_SETTINGS] : undefined;
const knownTexts = (t: ConstantsTexts, key: string) =>
  Object.hasOwn(t.known, key) ? t.known[key] : undefined;

/** Whether a setting is a figure the counters count (a number). */
export const isFigure = (key: string): boolean => knownSetting(key)?.numeric === true;

/** Whether a setting is the Arabic twin of another (written right to left, shown beside it). */
export const isArabicSetting = (key: string): boolean => knownSetting(key)?.arabicOf !== undefined;

/** A setting alone, or an English setting with its Arabic twin beside it. */
export type SettingsRow = [key: string] | [english: string, arabic: string];

/**
 * The settings in their groups (company, figures, then any other key), known ones in catalogue order,
 * each Arabic twin in one row with its English setting (alone when the English one is absent).
 */
export function groupSettings(keys: string[]): Array<{ group: SettingsGroup; rows: SettingsRow[] }> {
  const catalogue = Object.keys(KNOWN_SETTINGS);
  const groupOf = (key: string): SettingsGroup => knownSetting(key)?.group ?? 'other';
  const rank = (key: string) => (catalogue.includes(key) ? catalogue.indexOf(key) : catalogue.length);
  const twinOf = (english: string) => keys.find((key) => knownSetting(key)?.arabicOf === english);
  const pairedTwin = (key: string) => {
    const english = knownSetting(key)?.arabicOf;
    return english !== undefined && keys.includes(english);
  };
  return GROUP_ORDER.map((group) => ({
    group,
    rows: keys
      .filter((key) => groupOf(key) === group && !pairedTwin(key))
      .sort((a, b) => rank(a) - rank(b))
      .map((key): SettingsRow => {
        const twin = twinOf(key);
        return twin === undefined ? [key] : [key, twin];
      }),
  })).filter((entry) => entry.rows.length > 0);
}

export function settingLabel(t: ConstantsTexts, key: string): string {
  return knownTexts(t, key)?.label ?? key;
}

export function settingHint(t: ConstantsTexts, key: string): string {
  const known = knownTexts(t, key);
  return known ? t.shownIn(known.where, key) : t.otherHint(key);
}

/** A known figure must stay a number, so the counters never show text. */
export function settingError(t: ConstantsTexts, key: string, text: string): string | null {
  if (!isFigure(key)) return null;
  return /^\s*\d+(\.\d+)?\s*$/.test(text) ? null : t.notANumber;
}

/** Known figures are saved as numbers whatever their text (the counters count them). */
export function settingValue(t: ConstantsTexts, key: string, text: string): number | null {
  return isFigure(key) && settingError(t, key, text) === null ? Number(text) : null;
}
