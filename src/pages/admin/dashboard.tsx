// screen: issue "Admin"
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { NotYetAvailable } from '@/components/layout/not-yet-available';

export default function AdminDashboardPage() {
  return <NotYetAvailable title="לוח בקרה" />;
}
