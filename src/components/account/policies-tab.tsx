import { Box, Heading, Text } from '@chakra-ui/react';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { trpc } from '@/lib/trpc';
import { PoliciesEmpty } from './policies-empty';
import { PolicyCards, PolicyTable } from './policy-parts';
import { QueryFailed } from './query-state';

/** The 'הפוליסות שלי' tab: the policies the agency added to the account (account.policies.list). */
export function PoliciesTab() {
  const policies = trpc.account.policies.list.useQuery();
  return (
    <Box>
      <Heading as="h2" size="xl">
        הפוליסות שלי
      </Heading>
      <Text mt="1" mb="6" color="fg.muted">
        הפוליסות שהסוכנות מנהלת עבורכם, עם התאריכים והסטטוס של כל אחת.
      </Text>
      {policies.isPending ? (
        <ListSkeleton rows={3} />
      ) : policies.isError ? (
        <QueryFailed what="הפוליסות" retry={() => policies.refetch()} />
      ) : policies.data.length === 0 ? (
        <PoliciesEmpty />
      ) : (
        <>
          <Box hideBelow="md">
            <PolicyTable policies={policies.data} />
          </Box>
          <Box hideFrom="md">
            <PolicyCards policies={policies.data} />
          </Box>
        </>
      )}
    </Box>
  );
}
