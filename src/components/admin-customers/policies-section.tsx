import { Box, Button, chakra, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { FilePlus2, Pencil, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/admin-blog/confirm-dialog';
import { StatusBadge } from '@/components/admin-inbox/admin-table';
import { ScrollRegion } from '@/components/admin-inbox/scroll-region';
import { useActionFailure } from '@/components/ui/action-failure';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { type Policy, type PolicyStatus, policyStatusLabels, policyTypeLabels } from '@/shared/account';
import { renewalStatusLabels } from '@/shared/policies';
import { tableSlotRecipe } from '@/theme/chakra-theme';
import { dayText } from './format';
import { PolicyDialog, type SavedPolicy } from './policy-dialog';
import { SectionEmpty } from './section-empty';

const statusTone = { active: 'done', ended: 'muted', cancelled: 'danger' } as const;

function PolicyStatusBadge({ status }: { status: PolicyStatus }) {
  return <StatusBadge tone={statusTone[status]}>{policyStatusLabels[status]}</StatusBadge>;
}

function Day({ value }: { value: string | null }) {
  if (!value) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <chakra.span srOnly>ללא</chakra.span>
      </>
    );
  }
  return (
    <chakra.time dateTime={value} whiteSpace="nowrap">
      {dayText(value)}
    </chakra.time>
  );
}

interface RowActions {
  onEdit: (policy: Policy, opener: HTMLElement) => void;
  onEnd: (policy: Policy, opener: HTMLElement) => void;
}

function Actions({ policy, onEdit, onEnd }: { policy: Policy } & RowActions) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        aria-haspopup="dialog"
        aria-label={`עריכה: פוליסה ${policy.policyNumber}`}
        onClick={(event) => onEdit(policy, event.currentTarget)}
      >
        <Pencil aria-hidden="true" />
        עריכה
      </Button>
      {policy.status === 'active' && (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-haspopup="dialog"
          aria-label={`סיום פוליסה ${policy.policyNumber}`}
          onClick={(event) => onEnd(policy, event.currentTarget)}
        >
          <XCircle aria-hidden="true" />
          סיום פוליסה
        </Button>
      )}
    </Flex>
  );
}

function PoliciesTable({ policies, actions }: { policies: readonly Policy[]; actions: RowActions }) {
  return (
    <>
      <Box
        as="ul"
        hideFrom="lg"
        listStyleType="none"
        p="0"
        m="0"
        display="grid"
        gap="3"
        aria-label="הפוליסות"
      >
        {policies.map((policy) => (
          <Box as="li" key={policy.id} borderWidth="1px" borderRadius="lg" p="4" minW="0">
            <Flex justify="space-between" gap="3" wrap="wrap">
              <Text fontWeight="semibold">{policyTypeLabels[policy.policyType]}</Text>
              <PolicyStatusBadge status={policy.status} />
            </Flex>
            <Text mt="1" fontSize="sm" color="fg.muted">
              {policy.company && `${policy.company} · `}מספר{' '}
              <chakra.bdi dir="ltr" color="fg">
                {policy.policyNumber}
              </chakra.bdi>
            </Text>
            <Text mt="1" fontSize="sm">
              {policy.endDate ? (
                <>
                  <Day value={policy.startDate} /> – <Day value={policy.endDate} />
                </>
              ) : (
                <>
                  מ־
                  <Day value={policy.startDate} />, ללא תאריך סיום
                </>
              )}
            </Text>
            <Text mt="1" fontSize="sm">
              חידוש: {renewalStatusLabels[policy.renewalStatus]}
            </Text>
            <Box mt="3">
              <Actions policy={policy} {...actions} />
            </Box>
          </Box>
        ))}
      </Box>
      <ScrollRegion label="טבלת הפוליסות" hideBelow="lg">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>מספר פוליסה</Table.ColumnHeader>
              <Table.ColumnHeader>סוג</Table.ColumnHeader>
              <Table.ColumnHeader>חברה</Table.ColumnHeader>
              <Table.ColumnHeader>התחלה</Table.ColumnHeader>
              <Table.ColumnHeader>סיום</Table.ColumnHeader>
              <Table.ColumnHeader>סטטוס</Table.ColumnHeader>
              <Table.ColumnHeader>חידוש</Table.ColumnHeader>
              <Table.ColumnHeader>פעולות</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {policies.map((policy) => (
              <Table.Row key={policy.id}>
                <Table.Cell>
                  <bdi dir="ltr">{policy.policyNumber}</bdi>
                </Table.Cell>
                <Table.Cell>{policyTypeLabels[policy.policyType]}</Table.Cell>
                <Table.Cell>{policy.company || '—'}</Table.Cell>
                <Table.Cell>
                  <Day value={policy.startDate} />
                </Table.Cell>
                <Table.Cell>
                  <Day value={policy.endDate} />
                </Table.Cell>
                <Table.Cell>
                  <PolicyStatusBadge status={policy.status} />
                </Table.Cell>
                <Table.Cell>{renewalStatusLabels[policy.renewalStatus]}</Table.Cell>
                <Table.Cell>
                  <Actions policy={policy} {...actions} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollRegion>
    </>
  );
}

/** The customer's policies: 'פוליסה חדשה' and edit in one dialog, 'סיום פוליסה' after a confirmation. */
export function PoliciesSection({ userId, policies }: { userId: number; policies: readonly Policy[] }) {
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<{ open: boolean; policy: Policy | null }>({
    open: false,
    policy: null,
  });
  const [ending, setEnding] = useState<Policy | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = () => utils.admin.customers.get.invalidate({ id: userId });

  // told inside the confirmation, which stays open for another try
  const endFailure = useActionFailure();
  const end = trpc.admin.customers.policies.end.useMutation({
    onSuccess: async (policy) => {
      toaster.success({ title: 'הפוליסה הסתיימה', description: `פוליסה ${policy.policyNumber}` });
      // the dialog closes once the list has lost the 'סיום' button, so focus never lands on a removed one
      await refresh();
      setEnding(null);
    },
    onError: (error) =>
      endFailure.show({
        title: 'סיום הפוליסה נכשל',
        text: errorMessage(error, 'אנא נסו שוב בעוד כמה רגעים.'),
      }),
  });
  const saved = async (policy: SavedPolicy, mode: 'create' | 'update') => {
    setDialog((d) => ({ ...d, open: false }));
    toaster.success({
      title: mode === 'create' ? 'הפוליסה נוספה בהצלחה' : 'הפוליסה עודכנה בהצלחה',
      description: `פוליסה ${policy.policyNumber}`,
    });
    await refresh();
  };
  // the opener may be gone (an ended policy loses its button): fall back to 'פוליסה חדשה'
  const returnFocus = () =>
    opener.current?.isConnected && opener.current.getClientRects().length > 0
      ? opener.current
      : (newButton.current ?? heading.current);

  return (
    <Box as="section" aria-labelledby="policies-heading">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading id="policies-heading" ref={heading} as="h2" size="lg" tabIndex={-1}>
          פוליסות
        </Heading>
        <Button
          ref={newButton}
          size="sm"
          aria-haspopup="dialog"
          onClick={(event) => {
            opener.current = event.currentTarget;
            setDialog({ open: true, policy: null });
          }}
        >
          <FilePlus2 aria-hidden="true" />
          פוליסה חדשה
        </Button>
      </Flex>
      {policies.length === 0 ? (
        <SectionEmpty>ללקוח אין עדיין פוליסות. פוליסה שתוסיפו תופיע גם אצלו באזור האישי.</SectionEmpty>
      ) : (
        <PoliciesTable
          policies={policies}
          actions={{
            onEdit: (policy, button) => {
              opener.current = button;
              setDialog({ open: true, policy });
            },
            onEnd: (policy, button) => {
              opener.current = button;
              setEnding(policy);
            },
          }}
        />
      )}
      <PolicyDialog
        userId={userId}
        policy={dialog.policy}
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={saved}
        returnFocus={returnFocus}
      />
      <ConfirmDialog
        open={ending !== null}
        title="סיום פוליסה"
        confirmLabel="סיום הפוליסה"
        destructive
        busy={end.isPending}
        failure={endFailure.failure}
        onConfirm={() => {
          endFailure.clear();
          if (ending) end.mutate({ id: ending.id });
        }}
        onCancel={() => {
          endFailure.clear();
          setEnding(null);
        }}
        returnFocus={returnFocus}
      >
        {ending && (
          <Text>
            לסיים את פוליסה <bdi dir="ltr">{ending.policyNumber}</bdi> ({policyTypeLabels[ending.policyType]}
            )? הסטטוס יהיה ״הסתיימה״ ותאריך הסיום – היום, אלא אם נקבע תאריך מוקדם יותר.
          </Text>
        )}
      </ConfirmDialog>
    </Box>
  );
}
