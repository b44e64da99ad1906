import { Badge, Box, chakra, Flex, type FlexProps, Table, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, Clock, Inbox, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { LinkButton } from '@/components/ui/link-button';
import { trpc } from '@/lib/trpc';
import { formatDayText } from '@/shared/day-text';
import { israelToday } from '@/shared/israel-time';
import { requestKindLabels, type StatusText, statusTextOf, type UserRequest } from '@/shared/requests';
import { CardFields, CardItem, CardList, EmptyList, ListTab, LtrNumber } from './list-parts';
import { badgeRecipe, tableSlotRecipe } from './recipes';

const tones: Record<StatusText['tone'], { palette: string; icon: ReactNode }> = {
  waiting: { palette: 'orange', icon: <Clock aria-hidden="true" /> },
  done: { palette: 'green', icon: <CircleCheck aria-hidden="true" /> },
  declined: { palette: 'red', icon: <CircleX aria-hidden="true" /> },
};

/** The status: its word and an icon, the colour only a third hint. */
function StatusBadge({ text }: { text: StatusText }) {
  const tone = tones[text.tone];
  return (
    <Badge
      recipe={badgeRecipe}
      colorPalette={tone.palette}
      variant="subtle"
      size="md"
      whiteSpace="nowrap"
      gap="1"
    >
      {tone.icon}
      {text.label}
    </Badge>
  );
}

/** The day it was sent, in Israel, as dd.mm.yyyy. */
function SentOn({ at }: { at: Date }) {
  const day = israelToday(at);
  return (
    <chakra.time dateTime={day} whiteSpace="nowrap">
      {formatDayText(day)}
    </chakra.time>
  );
}

/** From md up: one row per request. */
function RequestTable({ requests }: { requests: UserRequest[] }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="xl">
      <Table.Root recipe={tableSlotRecipe} size="md">
        <Table.Caption srOnly>הבקשות שלי</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>הבקשה</Table.ColumnHeader>
            <Table.ColumnHeader>מספר</Table.ColumnHeader>
            <Table.ColumnHeader>נשלחה</Table.ColumnHeader>
            <Table.ColumnHeader>סטטוס ומה הלאה</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((request) => {
            const status = statusTextOf(request);
            return (
              <Table.Row key={`${request.kind}-${request.id}`} verticalAlign="top">
                <Table.Cell>
                  <Text fontWeight="medium">{requestKindLabels[request.kind]}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {request.summary}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <LtrNumber value={request.reference} />
                </Table.Cell>
                <Table.Cell>
                  <SentOn at={request.createdAt} />
                </Table.Cell>
                <Table.Cell maxW="xs">
                  <StatusBadge text={status} />
                  <Text mt="1" fontSize="sm" color="fg.muted">
                    {status.next}
                  </Text>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Below md: one card per request, its fields as a description list and what happens next under them. */
function RequestCards({ requests }: { requests: UserRequest[] }) {
  return (
    <CardList label="הבקשות שלי">
      {requests.map((request) => {
        const status = statusTextOf(request);
        return (
          <CardItem key={`${request.kind}-${request.id}`}>
            <Flex justify="space-between" align="start" gap="3">
              <Text as="h3" fontWeight="bold" fontSize="lg">
                {requestKindLabels[request.kind]}
              </Text>
              <StatusBadge text={status} />
            </Flex>
            <Text mt="1" color="fg.muted">
              {request.summary}
            </Text>
            <CardFields>
              <chakra.dt color="fg.muted">מספר</chakra.dt>
              <chakra.dd>
                <LtrNumber value={request.reference} />
              </chakra.dd>
              <chakra.dt color="fg.muted">נשלחה</chakra.dt>
              <chakra.dd>
                <SentOn at={request.createdAt} />
              </chakra.dd>
              <chakra.dt color="fg.muted">מה הלאה</chakra.dt>
              <chakra.dd>{status.next}</chakra.dd>
            </CardFields>
          </CardItem>
        );
      })}
    </CardList>
  );
}

/** A new travel request (the form's page) or a contact message (its dialog, here). */
function SendActions(props: FlexProps) {
  return (
    <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }} {...props}>
      <LinkButton asChild size="lg">
        <Link to="/travel/travelinsurance">
          <Plane aria-hidden="true" />
          בקשה לביטוח נסיעות
        </Link>
      </LinkButton>
      <ContactDialogButton service="פנייה מהאזור האישי" label="שליחת פנייה" variant="outline" size="lg" />
    </Flex>
  );
}

/** Nothing sent yet (or not yet the account's): where to send a first request. */
function RequestsEmpty() {
  const email = trpc.account.email.get.useQuery();
  return (
    <EmptyList
      icon={<Inbox size={40} />}
      title="עדיין אין בקשות בחשבון"
      actions={<SendActions mt="6" justify="center" />}
    >
      בקשות לביטוח נסיעות ופניות שתשלחו מכתובת הדוא״ל של החשבון יופיעו כאן, עם המספר והסטטוס של כל אחת.
      {email.data && !email.data.verified && ' בקשות ששלחתם בעבר יופיעו אחרי שתאמתו את כתובת הדוא״ל.'}
    </EmptyList>
  );
}

/**
 * The 'הבקשות שלי' tab: what the customer sent the agency (account.requests.list), newest first. Read
 * again each time the tab opens: the agency's decisions change it from outside this browser.
 */
export function RequestsTab() {
  const requests = trpc.account.requests.list.useQuery(undefined, { staleTime: 0 });
  return (
    <ListTab
      title="הבקשות שלי"
      intro="מה ששלחתם לסוכנות, מהחדש לישן: המספר לציון בשיחה איתנו, הסטטוס ומה קורה עכשיו."
      what="הבקשות"
      query={requests}
      empty={<RequestsEmpty />}
      table={(items) => <RequestTable requests={items} />}
      cards={(items) => <RequestCards requests={items} />}
      after={<SendActions mt="6" />}
    />
  );
}
