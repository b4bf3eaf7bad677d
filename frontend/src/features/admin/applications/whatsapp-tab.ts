/**
 * A new tab for a WhatsApp chat, opened at the click (a tab opened after waiting for the server
 * would be blocked as a pop-up) and sent to the chat's link once the server has recorded the
 * contact: the chat never opens unrecorded. null: the browser refused the tab.
 */
export function openChatTab(): { go(url: string): void; cancel(): void } | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The chat's page must not reach back into the admin area.
  tab.opener = null;
  return {
    go: (url) => {
      tab.location.href = url;
    },
    cancel: () => tab.close(),
  };
}
