import { telHref, type CompanyContact } from './company-contact';
import { layoutTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/** The Civil Defence approval and trade licence numbers, wherever the approval is claimed. */
export function Credentials({ company, className }: { company: CompanyContact; className?: string }) {
  const t = useTexts(layoutTexts);
  return (
    <dl className={['credentials', className].filter(Boolean).join(' ')}>
      <div>
        <dt>{t.credentials.approval}</dt>
        <dd>{company.civilDefenceApprovalNo}</dd>
      </div>
      <div>
        <dt>{t.credentials.licence}</dt>
        <dd>{company.tradeLicenceNo}</dd>
      </div>
    </dl>
  );
}

/** The round-the-clock number, wherever 24/7 help is promised. */
export function EmergencyLine({ company, className }: { company: CompanyContact; className?: string }) {
  const t = useTexts(layoutTexts);
  return (
    <p className={['emergency-line', className].filter(Boolean).join(' ')}>
      {t.reach.emergencyLead} <a href={telHref(company.emergencyPhone)}>{company.emergencyPhone}</a>
    </p>
  );
}
