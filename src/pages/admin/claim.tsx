// One claim, as staff see it (/admin/claims/:id): every opening is audited on the server.
// Rendered inside the admin guard and layout, browser only.
import { Box, Button, chakra, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ClaimTimeline } from '@/components/account/claims/claim-details';
import { ClaimStatusBadge } from '@/components/account/claims/claim-status-badge';
import { ClaimActions } from '@/components/admin-claims/claim-actions';
import { DueDateText } from '@/components/admin-claims/claims-list';
import { dayText } from '@/components/admin-customers/format';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { BackLink, DetailCard } from '@/components/admin-ui/detail-parts';
import { Facts } from '@/components/admin-ui/facts';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { errorCode, trpc } from '@/lib/trpc';
import { useRouteParams } from '@/routes';
import { type PolicyType, policyTypeLabels } from '@/shared/account';
import { formatPhone } from '@/shared/contact';

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

function AdminClaimPage() {
  const id = Number(useRouteParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const query = trpc.admin.claims.get.useQuery({ id }, { enabled: valid });
  if (!valid || errorCode(query.error) === 'NOT_FOUND') {
    return (
      <>
        <BackLink to="/admin/claims">לתור התביעות</BackLink>
        <Heading as="h1" size="2xl">
          התביעה לא נמצאה
        </Heading>
      </>
    );
  }
  if (query.status === 'pending') return <ListSkeleton />;
  if (query.status === 'error') {
    return (
      <Box role="alert" p="6" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="lg">
        <Text fontWeight="bold" color="red.700">
          טעינת התביעה נכשלה
        </Text>
        <Button mt="4" size="sm" variant="outline" onClick={() => void query.refetch()}>
          ניסיון נוסף
        </Button>
      </Box>
    );
  }
  const claim = query.data;
  const { customer, policy } = claim;
  return (
    <>
      <BackLink to="/admin/claims">לתור התביעות</BackLink>
      <Flex gap="3" align="center" wrap="wrap" mb="6">
        <Heading as="h1" size="2xl">
          תביעה <bdi dir="ltr">{claim.reference}</bdi>
        </Heading>
        <ClaimStatusBadge status={claim.status} />
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" mb="6">
        <DetailCard title="מועדים של חברת הביטוח" id="claim-due-heading">
          <Facts
            items={[
              ['הוגשה', <DateTime key="c" value={claim.createdAt} />],
              ['אישור קבלה (14 ימי עסקים)', <DueDateText key="a" due={claim.dueDates.acknowledgement} />],
              ['החלטה (30 ימים)', <DueDateText key="d" due={claim.dueDates.decision} />],
            ]}
          />
        </DetailCard>
        <DetailCard title="לקוח ופוליסה" id="claim-customer-heading">
          <Facts
            items={[
              [
                'לקוח',
                <Box key="n" asChild color="brand.fg" textDecoration="underline" _focusVisible={focusRing}>
                  <Link to={`/admin/customers/${customer.id}`}>{customer.fullName || customer.username}</Link>
                </Box>,
              ],
              [
                'דוא״ל',
                <bdi key="e" dir="ltr">
                  {customer.email}
                </bdi>,
              ],
              [
                'טלפון',
                customer.phone && (
                  <bdi key="p" dir="ltr">
                    {formatPhone(customer.phone)}
                  </bdi>
                ),
              ],
              [
                'פוליסה',
                <span key="po">
                  <bdi dir="ltr">{policy.policyNumber}</bdi> ·{' '}
                  {policyTypeLabels[policy.policyType as PolicyType] ?? policy.policyType}
                </span>,
              ],
              [
                'תקופת הפוליסה',
                `${dayText(policy.startDate)} – ${policy.endDate ? dayText(policy.endDate) : 'ללא תאריך סיום'}`,
              ],
            ]}
          />
        </DetailCard>
        <DetailCard title="מה קרה" id="claim-event-heading">
          <Text fontWeight="medium">תאריך האירוע: {dayText(claim.eventDate)}</Text>
          <Text mt="2" whiteSpace="pre-line">
            {claim.description}
          </Text>
        </DetailCard>
        <DetailCard title="מסמכים" id="claim-documents-heading">
          {claim.documentRequests.length > 0 && (
            <chakra.ul ps="5" mb="3">
              {claim.documentRequests.map((request) => (
                <li key={request.id}>
                  {request.title}: {request.documentId === undefined ? 'ממתין ללקוח' : 'התקבל'}
                </li>
              ))}
            </chakra.ul>
          )}
          {claim.documents.length === 0 ? (
            <Text color="fg.muted">לא צורפו מסמכים.</Text>
          ) : (
            <chakra.ul ps="5">
              {claim.documents.map((doc) => (
                <li key={doc.id}>
                  <Box asChild color="brand.fg" textDecoration="underline" _focusVisible={focusRing}>
                    <Link to={`/admin/customers/${customer.id}`}>
                      <bdi>{doc.name}</bdi>
                    </Link>
                  </Box>
                </li>
              ))}
            </chakra.ul>
          )}
        </DetailCard>
      </Grid>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Box borderWidth="1px" borderRadius="lg" p="4">
          <ClaimActions claim={claim} />
        </Box>
        <DetailCard title="שלבי הטיפול" id="claim-timeline-heading">
          <ClaimTimeline timeline={claim.timeline} />
        </DetailCard>
      </Grid>
    </>
  );
}

export default AdminClaimPage;
