import { Box, Button, Dialog, Flex, Stack, Text } from '@chakra-ui/react';
import { PageLoading } from '@/components/layout/page-loading';
import { useStepUpRetry } from '@/components/second-factor/use-step-up-retry';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { errorMessage, trpc } from '@/lib/trpc';
import type { ApplicationStatus } from '@/shared/travel-admin';
import type { ApplicationRow } from './applications-list';
import {
  ApplicantFields,
  type ApplicationDetails,
  CoverageAndEstimate,
  DetailsSection,
  HealthAnswers,
  Travelers,
  TripFields,
} from './details-sections';
import { ApplicationStatusBadge } from './format';
import { StatusSelector } from './status-selector';

interface StatusChange {
  /** `opener`: the selector's button pressed */
  onSetStatus: (row: ApplicationRow, status: ApplicationStatus, opener: HTMLElement) => void;
  busy: boolean;
}

/**
 * The request's details, fetched when the dialog opens (each read is audited on the server) and
 * dropped when it closes (`gcTime: 0`), so every opening is a read of its own.
 */
function DetailsBody({ id, onSetStatus, busy }: { id: number } & StatusChange) {
  const details = trpc.admin.travel.get.useQuery({ id }, { gcTime: 0 });
  const stepUp = useStepUpRetry(details);
  if (details.status === 'pending') return <PageLoading />;
  if (stepUp.asking) {
    return (
      <Box p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle">
        <Text fontWeight="bold">פרטי הבקשה כוללים מספרי זהות והצהרת בריאות</Text>
        <Text mt="1">כדי לפתוח אותם יש לאמת את זהותכם בקוד מאפליקציית האימות.</Text>
        <Button mt="3" size="sm" onClick={stepUp.ask}>
          אימות זהות
        </Button>
      </Box>
    );
  }
  if (details.status === 'error') {
    return (
      <Box role="alert" p="4" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="md">
        <Text fontWeight="bold" color="red.700">
          טעינת פרטי הבקשה נכשלה
        </Text>
        <Text mt="1">{errorMessage(details.error, 'ייתכן שיש בעיה זמנית בחיבור לשרת.')}</Text>
        <Button mt="3" size="sm" variant="outline" onClick={() => void details.refetch()}>
          ניסיון נוסף
        </Button>
      </Box>
    );
  }
  const data: ApplicationDetails = details.data;
  return (
    <Stack gap="8">
      <Box as="section" aria-label="סטטוס" bg="bg.subtle" borderRadius="md" p="4">
        <Flex align="center" gap="2" mb="3">
          <Text fontWeight="medium">סטטוס נוכחי:</Text>
          <ApplicationStatusBadge status={data.status} />
        </Flex>
        <StatusSelector
          value={data.status}
          busy={busy}
          onChange={(status, opener) => onSetStatus(data, status, opener)}
        />
      </Box>
      <DetailsSection title="פרטי המבקש">
        <ApplicantFields details={data} />
      </DetailsSection>
      <DetailsSection title="פרטי הנסיעה">
        <TripFields details={data} />
      </DetailsSection>
      <DetailsSection title={`נוסעים (${data.request.travelers.length})`}>
        <Travelers request={data.request} />
      </DetailsSection>
      <DetailsSection title="הצהרת בריאות">
        <HealthAnswers answers={data.request.healthQuestions} />
      </DetailsSection>
      <DetailsSection title="כיסויים נוספים והערכת מחיר">
        <CoverageAndEstimate details={data} />
      </DetailsSection>
    </Stack>
  );
}

/** The details dialog of one request, with the status selector. */
export function ApplicationDetailsDialog({
  row,
  open,
  onClose,
  returnFocus,
  onSetStatus,
  busy,
}: {
  /** the request whose details are shown (kept while the dialog animates closed) */
  row: ApplicationRow | null;
  open: boolean;
  onClose: () => void;
  /** where focus goes when the dialog closes: the button that opened it, or a fallback if it is gone */
  returnFocus: () => HTMLElement | null;
} & StatusChange) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      scrollBehavior="inside"
      size="xl"
      finalFocusEl={returnFocus}
      // a phone gets the whole screen; wider screens a centred panel with room around it
      content={{
        maxH: { base: '100dvh', md: 'calc(100% - 7.5rem)' },
        minH: { base: '100dvh', md: 'auto' },
        my: { base: '0', md: 'auto' },
        borderRadius: { base: '0', md: 'l3' },
      }}
    >
      <DialogTitleBar
        title={<>פרטי הבקשה – {row?.fullName}</>}
        titleProps={{ lineHeight: 'short' }}
        flexDirection="column"
        alignItems="flex-start"
        gap="1"
      >
        <Dialog.Description color="fg.muted" fontSize="sm">
          בקשה מס׳ <bdi>{row?.reference}</bdi>
        </Dialog.Description>
      </DialogTitleBar>
      <Dialog.Body pb="8">
        {row && <DetailsBody id={row.id} onSetStatus={onSetStatus} busy={busy} />}
      </Dialog.Body>
    </DialogFrame>
  );
}
