// One customer, as staff see it (/admin/customers/:id).
// Rendered inside the admin guard and layout, browser only; every opening is audited on the server.
import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AccountActions } from '@/components/admin-customers/account-actions';
import { CustomerBadges } from '@/components/admin-customers/customers-list';
import { DocumentsSection } from '@/components/admin-customers/documents-section';
import { countText, dayText } from '@/components/admin-customers/format';
import { PoliciesSection } from '@/components/admin-customers/policies-section';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { BackLink, DetailCard } from '@/components/admin-ui/detail-parts';
import { Facts } from '@/components/admin-ui/facts';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { errorCode, trpc } from '@/lib/trpc';
import { useRouteParams } from '@/routes';
import { formatPhone } from '@/shared/contact';

function AdminCustomerPage() {
  const id = Number(useRouteParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const query = trpc.admin.customers.get.useQuery({ id }, { enabled: valid });

  if (!valid || errorCode(query.error) === 'NOT_FOUND') {
    return (
      <>
        <BackLink to="/admin/customers">לרשימת הלקוחות</BackLink>
        <Heading as="h1" size="2xl">
          הלקוח לא נמצא
        </Heading>
        <Text mt="2" color="fg.muted">
          ייתכן שהחשבון נמחק או שהקישור שגוי.
        </Text>
      </>
    );
  }
  if (query.status === 'pending') return <ListSkeleton />;
  if (query.status === 'error') {
    return (
      <Box role="alert" p="6" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="lg">
        <Text fontWeight="bold" color="red.700">
          טעינת פרטי הלקוח נכשלה
        </Text>
        <Button mt="4" size="sm" variant="outline" onClick={() => void query.refetch()}>
          ניסיון נוסף
        </Button>
      </Box>
    );
  }
  const { account, profile, policies, documents, activeSessions } = query.data;
  return (
    <>
      <BackLink to="/admin/customers">לרשימת הלקוחות</BackLink>
      <Flex gap="3" align="center" wrap="wrap" mb="6">
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {profile?.fullName || account.username}
        </Heading>
        <CustomerBadges role={account.role} blocked={account.blockedAt !== null} />
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" mb="8">
        <DetailCard title="חשבון" id="account-heading">
          <Facts
            items={[
              ['שם משתמש', <bdi key="u">{account.username}</bdi>],
              [
                'דוא״ל',
                <bdi key="e" dir="ltr">
                  {account.email}
                </bdi>,
              ],
              ['נרשם', <DateTime key="c" value={account.createdAt} />],
              ['כניסה אחרונה', account.lastLogin && <DateTime key="l" value={account.lastLogin} />],
              [
                'חיבורים פעילים',
                activeSessions === 0 ? 'אין' : countText(activeSessions, 'חיבור אחד', 'חיבורים'),
              ],
              ['חסימה', account.blockedAt ? <DateTime key="b" value={account.blockedAt} /> : 'לא חסום'],
              ...(account.lockedUntil
                ? ([['נעילה זמנית', <DateTime key="k" value={account.lockedUntil} />]] as const)
                : []),
            ]}
          />
        </DetailCard>
        <DetailCard title="פרופיל" id="profile-heading">
          {profile ? (
            <Facts
              items={[
                ['שם מלא', profile.fullName],
                [
                  'טלפון',
                  profile.phone && (
                    <bdi key="p" dir="ltr">
                      {formatPhone(profile.phone)}
                    </bdi>
                  ),
                ],
                ['כתובת', profile.address],
                ['תאריך לידה', dayText(profile.birthDate)],
              ]}
            />
          ) : (
            <Text color="fg.muted">הלקוח עדיין לא מילא פרופיל.</Text>
          )}
        </DetailCard>
      </Grid>
      <Box mb="8">
        <AccountActions account={account} activeSessions={activeSessions} />
      </Box>
      <Box mb="8">
        <PoliciesSection userId={account.id} policies={policies} />
      </Box>
      <DocumentsSection userId={account.id} documents={documents} />
    </>
  );
}

export default AdminCustomerPage;
