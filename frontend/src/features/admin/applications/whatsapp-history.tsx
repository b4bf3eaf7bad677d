import type { ApplicationWhatsAppContact } from '@uaq/contract';
import { useDates } from '@/lib/format-date';
import { useTexts } from '@/lib/i18n/texts';
import { whatsappTexts } from './whatsapp-texts';

/** The WhatsApp chats opened with the applicant: who, when, which template version, the message. */
export function WhatsAppHistory({ contacts }: { contacts: ApplicationWhatsAppContact[] }) {
  const t = useTexts(whatsappTexts);
  const dates = useDates();
  if (contacts.length === 0) return null;
  return (
    <>
      <h4 className="tracker-panel__subheading">{t.history}</h4>
      <ol className="tracker-panel__list">
        {contacts.map((contact) => (
          <li key={contact.id}>
            <strong>
              {t.historyEntry(
                t.languages[contact.language],
                contact.contactedBy,
                dates.dateTime(contact.contactedAt),
              )}
            </strong>{' '}
            <span className="admin-muted">
              <span dir="ltr">{contact.phone}</span> ·{' '}
              {contact.template.savedAt
                ? t.templateSaved(dates.dateTime(contact.template.savedAt))
                : t.templateDefault}
            </span>
            <details>
              <summary>{t.showText}</summary>
              <p
                className="tracker-panel__text"
                dir={contact.language === 'ar' ? 'rtl' : 'ltr'}
                lang={contact.language}
              >
                {contact.text}
              </p>
            </details>
          </li>
        ))}
      </ol>
    </>
  );
}
