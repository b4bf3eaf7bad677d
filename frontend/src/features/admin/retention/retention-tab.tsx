import { RetentionDryRun } from './retention-dry-run';
import { RetentionRecords } from './retention-records';
import { RetentionSettingsForm } from './retention-settings-form';
import { adminRetentionTexts } from './texts';
import './admin-retention.css';
import { useTexts } from '@/lib/i18n/texts';

/** The Data retention tab (owners and HR): periods, marked and held records, the dry run. */
export function RetentionTab() {
  const t = useTexts(adminRetentionTexts);
  return (
    <section className="admin-retention" aria-labelledby="admin-retention-heading">
      <div className="admin-toolbar">
        <h2 id="admin-retention-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
      </div>
      <p className="admin-muted">{t.intro}</p>
      <RetentionSettingsForm />
      <RetentionRecords />
      <RetentionDryRun />
    </section>
  );
}
