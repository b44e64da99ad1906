import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { FileWarning } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { trpc } from '@/lib/trpc';
import type { ClaimItem } from '@/shared/claims';
import { formatDayText } from '@/shared/day-text';
import { israelToday } from '@/shared/israel-time';
import { CardFields, CardItem, CardList, EmptyList, ListTab, LtrNumber } from '../list-parts';
import { ClaimDetailsView } from './claim-details';
import { ClaimStatusBadge } from './claim-status-badge';

/** `?claim=12`: the claim open in the tab (the customer's e-mails link to it); null for the list. */
function useOpenClaim(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('claim'));
  const open = (next: number | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === null) updated.delete('claim');
      else updated.set('claim', String(next));
      return updated;
    });
  return [Number.isSafeInteger(id) && id > 0 ? id : null, open];
}

const day = (at: Date) => formatDayText(israelToday(at));

function ClaimList({ claims, open }: { claims: ClaimItem[]; open: (id: number) => void }) {
  const policies = trpc.account.policies.list.useQuery();
  const policyOf = (id: number) => policies.data?.find((policy) => policy.id === id);
  return (
    <CardList label="התביעות שלי">
      {claims.map((claim) => (
        <CardItem key={claim.id}>
          <Flex justify="space-between" align="start" gap="3" wrap="wrap">
            <Text as="h3" fontWeight="bold" fontSize="lg">
              תביעה <LtrNumber value={claim.reference} />
            </Text>
            <ClaimStatusBadge status={claim.status} />
          </Flex>
          <CardFields>
            <chakra.dt color="fg.muted">פוליסה</chakra.dt>
            <chakra.dd>
              <LtrNumber value={policyOf(claim.policyId)?.policyNumber ?? '—'} />
            </chakra.dd>
            <chakra.dt color="fg.muted">הוגשה</chakra.dt>
            <chakra.dd>{day(claim.createdAt)}</chakra.dd>
            <chakra.dt color="fg.muted">עודכנה</chakra.dt>
            <chakra.dd>{day(claim.updatedAt)}</chakra.dd>
          </CardFields>
          <Button mt="3" size="sm" variant="outline" onClick={() => open(claim.id)}>
            פרטים ומסמכים
            <chakra.span srOnly> של תביעה {claim.reference}</chakra.span>
          </Button>
        </CardItem>
      ))}
    </CardList>
  );
}

/** 'התביעות שלי': the customer's claims, and one claim's steps and document requests. */
export function ClaimsTab() {
  const claims = trpc.account.claims.list.useQuery();
  const [openId, open] = useOpenClaim();
  if (openId !== null) return <ClaimDetailsView id={openId} onBack={() => open(null)} />;
  const list = (items: ClaimItem[]) => <ClaimList claims={items} open={open} />;
  return (
    <ListTab
      title="התביעות שלי"
      intro="התביעות שהגשתם דרך האזור האישי: באיזה שלב כל אחת, ומה עוד נדרש מכם."
      what="התביעות"
      query={claims}
      empty={
        <EmptyList icon={<FileWarning size={40} />} title="עדיין לא הגשתם תביעה" actions={null}>
          קרה משהו? בלשונית ״הפוליסות שלי״ בחרו את הפוליסה ולחצו ״הגשת תביעה״. נלווה אתכם מול חברת הביטוח עד
          הסוף.
        </EmptyList>
      }
      table={list}
      cards={list}
    />
  );
}
