// screen: issue "Admin" (/admin/blog/new and /admin/blog/:id/edit)
// Rendered inside the admin guard and layout (src/components/guards/admin-area.tsx), browser only;
// its <PageMeta> and breadcrumb come from the route table (src/routes.ts).
import { NotYetAvailable } from '@/components/layout/not-yet-available';

export default function AdminBlogEditorPage() {
  return <NotYetAvailable title="עריכת מאמר" />;
}
