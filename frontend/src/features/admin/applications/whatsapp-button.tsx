import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button, type ButtonSize } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n/texts';
import { useOpenWhatsAppChatMutation } from './whatsapp-api';
import { whatsappTexts } from './whatsapp-texts';
import { openChatTab } from './whatsapp-tab';

/**
 * "WhatsApp" on an application (its panel, its board card): the server records the contact and
 * answers the chat's link, which then opens in a new tab with HR's template written in the
 * applicant's language. A number that is no mobile is refused with the server's reason.
 */
export function WhatsAppButton({
  applicationId,
  applicantName,
  size = 'sm',
}: {
  applicationId: number;
  applicantName: string;
  size?: ButtonSize;
}) {
  const t = useTexts(whatsappTexts);
  const chat = useAdminAction(useOpenWhatsAppChatMutation(), {
    failed: t.failed,
    done: () => t.opened(applicantName),
  });
  // The chat's link when the browser kept the tab from opening: HR opens it by hand.
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const open = async () => {
    setBlockedUrl(null);
    const tab = openChatTab();
    const outcome = await chat.run(applicationId);
    if (!outcome.ok) {
      tab?.cancel();
      return;
    }
    if (tab) tab.go(outcome.data.url);
    else setBlockedUrl(outcome.data.url);
  };

  return (
    <span className="whatsapp-action">
      <Button
        variant="secondary"
        size={size}
        icon={<MessageCircle size={16} />}
        aria-label={t.openFor(applicantName)}
        disabled={chat.pending}
        onClick={() => void open()}
      >
        {t.open}
      </Button>
      {chat.error ? (
        <span className="admin-inline-error" role="alert">
          {chat.error}
        </span>
      ) : null}
      {blockedUrl ? (
        <span role="status">
          {t.blocked}{' '}
          <a href={blockedUrl} target="_blank" rel="noopener noreferrer">
            {t.openHere}
          </a>
        </span>
      ) : null}
    </span>
  );
}
