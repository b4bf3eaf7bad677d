import { useState } from 'react';
import type { SecuritySettings } from '@uaq/contract';
import { Checkbox } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useTexts } from '@/lib/i18n/texts';
import { useGetSecuritySettingsQuery, usePutSecuritySettingsMutation } from './admin-team-api';
import { adminTeamTexts } from './texts';

/** The owner's security setting that lets HR approve offers (otherwise only an owner does). */
export function OfferApprovalSetting() {
  const { data: settings } = useGetSecuritySettingsQuery();
  return settings ? <OfferApprovalBox settings={settings} /> : null;
}

function OfferApprovalBox({ settings }: { settings: Required<SecuritySettings> }) {
  const t = useTexts(adminTeamTexts);
  // Ticked at once, as the hand expects; back as it was if the server refuses.
  const [allowed, setAllowed] = useState(settings.hrMayApproveOffers);
  const save = useAdminAction(usePutSecuritySettingsMutation(), {
    failed: t.offerApprovalFailed,
    done: () => t.offerApprovalSaved,
  });
  const change = async (next: boolean) => {
    setAllowed(next);
    const outcome = await save.run({ mfaRequired: settings.mfaRequired, hrMayApproveOffers: next });
    if (!outcome.ok) setAllowed(!next);
  };
  return (
    <div className="admin-team__setting">
      <Checkbox
        label={t.offerApproval}
        checked={allowed}
        disabled={save.pending}
        error={save.error}
        onChange={(event) => void change(event.target.checked)}
      />
    </div>
  );
}
