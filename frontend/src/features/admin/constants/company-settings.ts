import { adminConstantsTexts as t } from './texts';

export type SettingsGroup = keyof typeof t.groups;
const GROUP_ORDER: SettingsGroup[] = ['company', 'figures', 'other'];

/** The settings in their groups (company, figures, then any other key), known ones in catalogue order. */
export function groupSettings(keys: string[]): Array<{ group: SettingsGroup; keys: string[] }> {
  const catalogue = Object.keys(t.known);
  const groupOf = (key: string): SettingsGroup => t.known[key]?.group ?? 'other';
  const rank = (key: string) => (catalogue.includes(key) ? catalogue.indexOf(key) : catalogue.length);
  return GROUP_ORDER.map((group) => ({
    group,
    keys: keys.filter((key) => groupOf(key) === group).sort((a, b) => rank(a) - rank(b)),
  })).filter((entry) => entry.keys.length > 0);
}

export function settingLabel(key: string): string {
  return t.known[key]?.label ?? key;
}

export function settingHint(key: string): string {
  const known = t.known[key];
  return known ? t.shownIn(known.where, key) : t.otherHint(key);
}

/** A known figure must stay a number, so the counters never show text. */
export function settingError(key: string, text: string): string | null {
  if (!t.known[key]?.numeric) return null;
  return /^\s*\d+(\.\d+)?\s*$/.test(text) ? null : t.notANumber;
}

/** Known figures are saved as numbers whatever their text (the counters count them). */
export function settingValue(key: string, text: string): number | null {
  return t.known[key]?.numeric && settingError(key, text) === null ? Number(text) : null;
}
