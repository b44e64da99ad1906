import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PolicyCards, PolicyTable } from '@/components/account/policy-parts';
import { EmailLink, PhoneLink } from '@/components/admin-ui/cells';
import { Facts } from '@/components/admin-ui/facts';
import type { Policy } from '@/shared/account';

/** Who asked, and how the agent reaches them. */
export function CustomerFacts({
  customer,
}: {
  customer: { username: string; fullName: string; email: string; phone: string };
}) {
  return (
    <Facts
      items={[
        ['שם', customer.fullName || '—'],
        ['שם משתמש', <bdi key="u">{customer.username}</bdi>],
        ['דוא״ל', <EmailLink key="e" email={customer.email} />],
        ['טלפון', <PhoneLink key="p" phone={customer.phone || null} />],
      ]}
    />
  );
}

/** The policies the agency manages for the customer, beside the report: a table from md, cards below. */
export function AgencyPolicies({ policies }: { policies: Policy[] }) {
  if (policies.length === 0) return <Text color="fg.muted">אין לסוכנות פוליסות של הלקוח.</Text>;
  const label = 'הפוליסות של הלקוח בסוכנות';
  return (
    <>
      <Box hideBelow="md">
        <PolicyTable policies={policies} label={label} />
      </Box>
      <Box hideFrom="md">
        <PolicyCards policies={policies} label={label} />
      </Box>
    </>
  );
}
