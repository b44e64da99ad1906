// One portfolio review request, as staff prepare the call (/admin/portfolio-reviews/:id): the customer,
// their message, the report with its findings and the policies they hold with the agency, on one screen.
// Rendered inside the admin guard and layout, browser only; every opening asks for a step-up and is audited.
import { Box, Button, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { formatTimestamp } from '@/components/account/documents/transfer';
import { StatusToggles } from '@/components/admin-applications/status-selector';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { AgencyPolicies, CustomerFacts } from '@/components/admin-portfolio/review-parts';
import { ReviewStatusBadge } from '@/components/admin-portfolio/reviews-list';
import { BackLink, DetailCard } from '@/components/admin-ui/detail-parts';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { ChangesView } from '@/components/portfolio/changes-view';
import { ReportView } from '@/components/portfolio/report-view';
import { useStepUpRetry } from '@/components/second-factor/use-step-up-retry';
import { toaster } from '@/components/ui/toaster';
import { errorCode, errorMessage, trpc } from '@/lib/trpc';
import { useRouteParams } from '@/routes';
import { reviewStatuses, reviewStatusLabels } from '@/shared/portfolio';

const palettes = { new: 'orange', in_progress: 'brand', done: 'green' };

function AdminPortfolioReviewPage() {
  const id = Number(useRouteParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const utils = trpc.useUtils();
  // every opening is a read of its own (audited): nothing kept after leaving
  const query = trpc.admin.portfolioReviews.get.useQuery({ id }, { enabled: valid, gcTime: 0 });
  const stepUp = useStepUpRetry(query);
  const setStatus = trpc.admin.portfolioReviews.setStatus.useMutation({
    onSuccess: (_answer, sent) => {
      toaster.success({ title: 'הסטטוס עודכן', description: reviewStatusLabels[sent.status] });
      utils.admin.portfolioReviews.get.setData({ id }, (old) => old && { ...old, status: sent.status });
      void utils.admin.portfolioReviews.list.invalidate();
    },
    onError: (error) =>
      toaster.error({ title: 'עדכון הסטטוס נכשל', description: errorMessage(error, 'אנא נסו שוב.') }),
  });

  if (!valid || errorCode(query.error) === 'NOT_FOUND') {
    return (
      <>
        <BackLink to="/admin/portfolio-reviews">לרשימת הבקשות</BackLink>
        <Heading as="h1" size="2xl">
          הבקשה לא נמצאה
        </Heading>
        <Text mt="2" color="fg.muted">
          ייתכן שהלקוח מחק את הדוח או שהקישור שגוי.
        </Text>
      </>
    );
  }
  if (query.isPending && !stepUp.asking) return <ListSkeleton />;
  if (stepUp.asking) {
    return (
      <>
        <BackLink to="/admin/portfolio-reviews">לרשימת הבקשות</BackLink>
        <Box p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle" maxW="2xl">
          <Text fontWeight="bold">הבקשה כוללת את התיק הביטוחי של הלקוח</Text>
          <Text mt="1">כדי לפתוח אותה יש לאמת את זהותכם בקוד מאפליקציית האימות.</Text>
          <Button mt="3" size="sm" onClick={stepUp.ask}>
            אימות זהות
          </Button>
        </Box>
      </>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Box role="alert" p="6" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="lg">
        <Text fontWeight="bold" color="red.700">
          טעינת הבקשה נכשלה
        </Text>
        <Button mt="4" size="sm" variant="outline" onClick={() => void query.refetch()}>
          ניסיון נוסף
        </Button>
      </Box>
    );
  }
  const review = query.data;
  const { portfolio, customer } = review;
  return (
    <>
      <BackLink to="/admin/portfolio-reviews">לרשימת הבקשות</BackLink>
      <Flex gap="3" align="center" wrap="wrap" mb="1">
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {customer.fullName || customer.username}
        </Heading>
        <ReviewStatusBadge status={review.status} />
      </Flex>
      <Text color="fg.muted" mb="6">
        בקשה לבדיקת תיק ביטוחי · התקבלה <DateTime value={review.createdAt} />
      </Text>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4" mb="8">
        <DetailCard title="הלקוח" id="customer-heading">
          <CustomerFacts customer={customer} />
          <Box mt="3" fontSize="sm">
            <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
              <Link to={`/admin/customers/${customer.id}`}>לכרטיס הלקוח</Link>
            </Box>
          </Box>
        </DetailCard>
        <DetailCard title="ההודעה של הלקוח" id="message-heading">
          {review.message ? (
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {review.message}
            </Text>
          ) : (
            <Text color="fg.muted">הלקוח לא כתב הודעה.</Text>
          )}
        </DetailCard>
        <DetailCard title="סטטוס" id="status-heading">
          <StatusToggles
            value={review.status}
            statuses={reviewStatuses}
            labels={reviewStatusLabels}
            palettes={palettes}
            busy={setStatus.isPending}
            onChange={(status) => setStatus.mutate({ id, status })}
          />
        </DetailCard>
      </Grid>
      <Box as="section" aria-labelledby="agency-policies-heading" mb="10">
        <Heading as="h2" id="agency-policies-heading" size="lg" mb="3">
          הפוליסות של הלקוח בסוכנות
        </Heading>
        <AgencyPolicies policies={review.agencyPolicies} />
      </Box>
      <Box as="section" aria-labelledby="report-heading">
        <Heading as="h2" id="report-heading" size="xl" mb="1">
          התיק מהר הביטוח
        </Heading>
        <Text color="fg.muted" mb="4" fontSize="sm">
          נשמר ב־{formatTimestamp(new Date(portfolio.importedAt).toISOString())} · נבדק מחדש לפי היום
        </Text>
        <ReportView
          analysis={portfolio}
          headingLevel="h3"
          before={
            portfolio.changes && (
              <ChangesView changes={portfolio.changes} policies={portfolio.policies} headingLevel="h3" />
            )
          }
          help={() => null}
        />
      </Box>
    </>
  );
}

export default AdminPortfolioReviewPage;
