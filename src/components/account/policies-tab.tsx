import { trpc } from '@/lib/trpc';
import { ListTab } from './list-parts';
import { PolicyCards } from './policies/policy-card';
import { PoliciesEmpty } from './policies-empty';

/** The 'הפוליסות שלי' tab: the policies the agency added to the account (account.policies.list). */
export function PoliciesTab() {
  const policies = trpc.account.policies.list.useQuery();
  return (
    <ListTab
      title="הפוליסות שלי"
      intro="הפוליסות שהסוכנות מנהלת עבורכם: חברת הביטוח, הפרמיה, הכיסויים ומועד החידוש של כל אחת."
      what="הפוליסות"
      query={policies}
      empty={<PoliciesEmpty />}
      cards={(items) => <PolicyCards policies={items} />}
    />
  );
}
