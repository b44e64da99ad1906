import { Badge, Box, chakra, Flex, Table, Text } from '@chakra-ui/react';
import { type Policy, type PolicyStatus, policyStatusLabels, policyTypeLabels } from '@/shared/account';
import { CalendarDay } from './calendar-day';
import { FileClaimButton } from './claims/file-claim-button';
import { CardFields, CardItem, CardList, LtrNumber } from './list-parts';
import { badgeRecipe, tableSlotRecipe } from './recipes';

const statusPalettes: Record<PolicyStatus, string> = { active: 'green', ended: 'gray', cancelled: 'red' };

/** The status badge: active green, ended grey, cancelled red, always with its word. */
export function PolicyStatusBadge({ status }: { status: PolicyStatus }) {
  return (
    <Badge
      recipe={badgeRecipe}
      colorPalette={statusPalettes[status]}
      variant="subtle"
      size="md"
      whiteSpace="nowrap"
    >
      {policyStatusLabels[status]}
    </Badge>
  );
}

/** From md up: one row per policy. */
export function PolicyTable({ policies }: { policies: Policy[] }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="border" borderRadius="xl">
      <Table.Root recipe={tableSlotRecipe} size="md">
        <Table.Caption srOnly>הפוליסות שלי</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>מספר פוליסה</Table.ColumnHeader>
            <Table.ColumnHeader>סוג</Table.ColumnHeader>
            <Table.ColumnHeader>תאריך התחלה</Table.ColumnHeader>
            <Table.ColumnHeader>תאריך סיום</Table.ColumnHeader>
            <Table.ColumnHeader>סטטוס</Table.ColumnHeader>
            <Table.ColumnHeader>
              <chakra.span srOnly>פעולות</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {policies.map((policy) => (
            <Table.Row key={policy.id}>
              <Table.Cell>
                <LtrNumber value={policy.policyNumber} />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{policyTypeLabels[policy.policyType]}</Table.Cell>
              <Table.Cell>
                <CalendarDay value={policy.startDate} />
              </Table.Cell>
              <Table.Cell>
                <CalendarDay value={policy.endDate} none="ללא תאריך סיום" />
              </Table.Cell>
              <Table.Cell>
                <PolicyStatusBadge status={policy.status} />
              </Table.Cell>
              <Table.Cell>
                <FileClaimButton policy={policy} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Below md: one card per policy, its fields as a description list. */
export function PolicyCards({ policies }: { policies: Policy[] }) {
  return (
    <CardList label="הפוליסות שלי">
      {policies.map((policy) => (
        <CardItem key={policy.id}>
          <Flex justify="space-between" align="start" gap="3">
            <Text as="h3" fontWeight="bold" fontSize="lg">
              {policyTypeLabels[policy.policyType]}
            </Text>
            <PolicyStatusBadge status={policy.status} />
          </Flex>
          <CardFields>
            <chakra.dt color="fg.muted">מספר פוליסה</chakra.dt>
            <chakra.dd>
              <LtrNumber value={policy.policyNumber} />
            </chakra.dd>
            <chakra.dt color="fg.muted">תאריך התחלה</chakra.dt>
            <chakra.dd>
              <CalendarDay value={policy.startDate} />
            </chakra.dd>
            <chakra.dt color="fg.muted">תאריך סיום</chakra.dt>
            <chakra.dd>
              <CalendarDay value={policy.endDate} none="ללא תאריך סיום" />
            </chakra.dd>
          </CardFields>
          <Box mt="3">
            <FileClaimButton policy={policy} />
          </Box>
        </CardItem>
      ))}
    </CardList>
  );
}
