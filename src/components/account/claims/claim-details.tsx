import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { trpc } from '@/lib/trpc';
import { type PolicyType, policyTypeLabels } from '@/shared/account';
import { type ClaimDetails, claimStatusLabels } from '@/shared/claims';
import { formatDayText } from '@/shared/day-text';
import { israelDateTime } from '@/shared/israel-time';
import { CardFields, LtrNumber } from '../list-parts';
import { QueryFailed } from '../query-state';
import { ClaimStatusBadge } from './claim-status-badge';
import { DocumentRequests } from './document-requests';

/** The claim's steps, oldest first, each with its time and the agency's note. */
export function ClaimTimeline({ timeline }: { timeline: ClaimDetails['timeline'] }) {
  return (
    <chakra.ol
      listStyle="none"
      borderInlineStartWidth="2px"
      borderColor="border.emphasized"
      ps="4"
      display="grid"
      gap="4"
    >
      {timeline.map((step, index) => (
        <chakra.li key={`${step.status}-${step.at.getTime()}`} position="relative">
          <Box
            aria-hidden="true"
            position="absolute"
            insetInlineStart="-5"
            top="1.5"
            boxSize="2.5"
            borderRadius="full"
            bg={index === timeline.length - 1 ? 'brand.solid' : 'border.emphasized'}
          />
          <Text fontWeight="medium">{claimStatusLabels[step.status]}</Text>
          <Text fontSize="sm" color="fg.muted">
            <chakra.time dateTime={step.at.toISOString()}>{israelDateTime(step.at)}</chakra.time>
          </Text>
          {step.note && (
            <Text mt="1" whiteSpace="pre-line">
              {step.note}
            </Text>
          )}
        </chakra.li>
      ))}
    </chakra.ol>
  );
}

/** One claim of the customer: what was reported, its steps, the documents asked for and attached. */
export function ClaimDetailsView({ id, onBack }: { id: number; onBack: () => void }) {
  const claim = trpc.account.claims.get.useQuery({ id });
  const heading = useRef<HTMLHeadingElement>(null);
  // the view replaced the list: the reader starts at its heading
  const loaded = claim.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} mb="4">
      <ArrowRight aria-hidden="true" />
      לכל התביעות
    </Button>
  );
  if (claim.isPending) return <ListSkeleton rows={3} />;
  if (claim.isError || !claim.data) {
    return (
      <Box>
        {back}
        <QueryFailed what="התביעה" retry={() => claim.refetch()} />
      </Box>
    );
  }
  const data = claim.data;
  return (
    <Box>
      {back}
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <Heading as="h2" size="xl" ref={heading} tabIndex={-1}>
          תביעה <LtrNumber value={data.reference} />
        </Heading>
        <ClaimStatusBadge status={data.status} />
      </Flex>
      <CardFields>
        <chakra.dt color="fg.muted">פוליסה</chakra.dt>
        <chakra.dd>
          {policyTypeLabels[data.policy.policyType as PolicyType] ?? data.policy.policyType} ·{' '}
          <LtrNumber value={data.policy.policyNumber} />
        </chakra.dd>
        <chakra.dt color="fg.muted">תאריך האירוע</chakra.dt>
        <chakra.dd>{formatDayText(data.eventDate)}</chakra.dd>
        <chakra.dt color="fg.muted">מה קרה</chakra.dt>
        <chakra.dd whiteSpace="pre-line">{data.description}</chakra.dd>
      </CardFields>
      <Stack gap="8" mt="8">
        <DocumentRequests claim={data} />
        <Box as="section" aria-labelledby="claim-timeline">
          <Heading as="h3" size="lg" id="claim-timeline" mb="4">
            שלבי הטיפול
          </Heading>
          <ClaimTimeline timeline={data.timeline} />
        </Box>
        <Box as="section" aria-labelledby="claim-documents">
          <Heading as="h3" size="lg" id="claim-documents" mb="2">
            מסמכים שצירפתם
          </Heading>
          {data.documents.length === 0 ? (
            <Text color="fg.muted">עדיין לא צורפו מסמכים.</Text>
          ) : (
            <chakra.ul ps="5">
              {data.documents.map((doc) => (
                <li key={doc.id}>
                  <bdi>{doc.name}</bdi>
                </li>
              ))}
            </chakra.ul>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
