import { Select } from '@/components/ui/fields';
import { useTexts } from '@/lib/i18n/texts';
import type { KnockedOutFilter } from './application-filters';
import { screeningTexts } from './screening-texts';

/** The list's screening filter: knocked out, qualifies, or all (kept in the address as `knockedOut`). */
export function KnockedOutSelect({
  value,
  onChange,
}: {
  value: KnockedOutFilter;
  onChange: (value: KnockedOutFilter) => void;
}) {
  const t = useTexts(screeningTexts);
  return (
    <Select
      label={t.filter.label}
      options={[
        { value: 'true', label: t.filter.knockedOut },
        { value: 'false', label: t.filter.qualifies },
      ]}
      placeholder={t.filter.all}
      value={value}
      onChange={(event) => onChange(event.target.value as KnockedOutFilter)}
    />
  );
}
