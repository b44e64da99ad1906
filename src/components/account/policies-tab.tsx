import { trpc } from '@/lib/trpc';
import { ListTab } from './list-parts';
import { PoliciesEmpty } from './policies-empty';
import { PolicyCards, PolicyTable } from './policy-parts';

/** The 'הפוליסות שלי' tab: the policies the agency added to the account (account.policies.list). */
export function PoliciesTab() {
  const policies = trpc.account.policies.list.useQuery();
  return (
    <ListTab
      title="הפוליסות שלי"
      intro="הפוליסות שהסוכנות מנהלת עבורכם, עם התאריכים והסטטוס של כל אחת."
      what="הפוליסות"
      query={policies}
      empty={<PoliciesEmpty />}
      table={(items) => <PolicyTable policies={items} />}
      cards={(items) => <PolicyCards policies={items} />}
    />
  );
}
