import { useAppDispatch } from '@/lib/store/hooks';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loggedOut } from '@/lib/session/session-slice';
import { useLogoutMutation } from './admin-session-api';
import { adminSessionTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/**
 * Ends the session on the server (the token stops working everywhere, the cookie is cleared) and
 * on this page;
 * `onLoggedOut` lets the page hide the panel at once.
 */
export function LogoutButton({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const t = useTexts(adminSessionTexts);
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return (
    <Button
      variant="inverse"
      size="sm"
      icon={<LogOut size={16} />}
      onClick={() => {
        onLoggedOut?.();
        // Signed out here at once, even when the server cannot be reached (the token then expires).
        dispatch(loggedOut());
        void logout();
      }}
    >
      {t.logout}
    </Button>
  );
}
