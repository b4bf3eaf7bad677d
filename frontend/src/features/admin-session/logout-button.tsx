import { useAppDispatch } from '@/lib/store/hooks';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loggedOut } from '@/lib/session/session-slice';
import { adminSessionTexts as t } from './texts';

/** Ends the session on this device; `onLoggedOut` lets the page hide the panel at once. */
export function LogoutButton({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="inverse"
      size="sm"
      icon={<LogOut size={16} />}
      onClick={() => {
        onLoggedOut?.();
        dispatch(loggedOut());
      }}
    >
      {t.logout}
    </Button>
  );
}
