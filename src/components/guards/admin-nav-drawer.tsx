import { NavDrawer } from '@/components/ui/nav-drawer';
import { AdminNavList } from './admin-nav';

/** Narrow screens: the admin menu in a drawer from the reading side. */
export function AdminNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <NavDrawer
      open={open}
      onClose={onClose}
      title="תפריט ניהול"
      closeLabel="סגירת תפריט הניהול"
      navLabel="אזורי ניהול"
    >
      <AdminNavList onNavigate={onClose} />
    </NavDrawer>
  );
}
