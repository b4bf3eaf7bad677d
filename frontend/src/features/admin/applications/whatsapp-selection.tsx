import { useState } from 'react';
import { MessageCircle } from 'lucide-react';
import type { WhatsAppChat, WhatsAppSkipped } from '@uaq/contract';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useTexts } from '@/lib/i18n/texts';
import { useNextWhatsAppChatMutation } from './whatsapp-api';
import { whatsappTexts } from './whatsapp-texts';
import { openChatTab } from './whatsapp-tab';

/**
 * WhatsApp for a selection: click-to-chat links cannot send in bulk, so HR steps through the chats
 * one click at a time, each recorded by the server before its tab opens; applicants without a
 * mobile number are named with the reason and passed over.
 */
export function WhatsAppSelection({ ids }: { ids: number[] }) {
  const t = useTexts(whatsappTexts);
  const [open, setOpen] = useState(false);
  const [remaining, setRemaining] = useState<number[]>([]);
  const [contacted, setContacted] = useState<WhatsAppChat[]>([]);
  const [skipped, setSkipped] = useState<WhatsAppSkipped[]>([]);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const step = useAdminAction(useNextWhatsAppChatMutation(), { failed: t.failed });

  const start = () => {
    setRemaining(ids);
    setContacted([]);
    setSkipped([]);
    setBlockedUrl(null);
    step.clear();
    setOpen(true);
  };

  const next = async () => {
    setBlockedUrl(null);
    const tab = openChatTab();
    const outcome = await step.run({ ids: remaining });
    if (!outcome.ok) {
      tab?.cancel();
      return;
    }
    const { chat, skipped: passedOver, remaining: left } = outcome.data;
    setSkipped((current) => [...current, ...passedOver]);
    setRemaining(left);
    if (!chat) {
      tab?.cancel();
      return;
    }
    setContacted((current) => [...current, chat]);
    if (tab) tab.go(chat.url);
    else setBlockedUrl(chat.url);
  };

  return (
    <>
      <Button size="sm" variant="secondary" icon={<MessageCircle size={16} />} onClick={start}>
        {t.selection}
      </Button>
      <Modal open={open} title={t.selectionTitle} closeLabel={t.close} onClose={() => setOpen(false)}>
        <p>{t.selectionIntro(ids.length)}</p>
        {remaining.length > 0 ? (
          <Button icon={<MessageCircle size={16} />} disabled={step.pending} onClick={() => void next()}>
            {t.next(remaining.length)}
          </Button>
        ) : (
          <p role="status">{t.finished}</p>
        )}
        {step.error ? (
          <p className="admin-inline-error" role="alert">
            {step.error}
          </p>
        ) : null}
        {blockedUrl ? (
          <p role="status">
            {t.blocked}{' '}
            <a href={blockedUrl} target="_blank" rel="noopener noreferrer">
              {t.openHere}
            </a>
          </p>
        ) : null}
        {contacted.length > 0 ? (
          <>
            <h4>{t.contacted}</h4>
            <ol>
              {contacted.map((chat) => (
                <li key={chat.contact.id}>{chat.fullName}</li>
              ))}
            </ol>
          </>
        ) : null}
        {skipped.length > 0 ? (
          <>
            <h4>{t.skipped}</h4>
            <ul>
              {skipped.map((passed) => (
                <li key={passed.id}>
                  {passed.fullName}: {passed.message}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Modal>
    </>
  );
}
