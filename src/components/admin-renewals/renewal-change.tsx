import { Button, chakra, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { selectStyle } from '@/components/admin-customers/select-field';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, trpc } from '@/lib/trpc';
import { type RenewalRow, type RenewalStatus, renewalStatuses, renewalStatusLabels } from '@/shared/policies';

/** One row's status change in one action: the new status, an optional note, 'עדכון' (Enter too). */
export function RenewalChange({ row }: { row: RenewalRow }) {
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<RenewalStatus>(row.renewalStatus);
  const [note, setNote] = useState('');
  const change = trpc.admin.renewals.change.useMutation({
    onSuccess: async (changed) => {
      toaster.success({
        title: 'סטטוס החידוש עודכן',
        description: `פוליסה ${row.policyNumber}: ${renewalStatusLabels[changed.renewalStatus]}`,
      });
      setNote('');
      await utils.admin.renewals.list.invalidate();
    },
    onError: (error) =>
      toaster.error({ title: 'העדכון נכשל', description: errorMessage(error, 'נסו שוב בעוד כמה רגעים.') }),
  });
  return (
    <chakra.form
      aria-label={`חידוש פוליסה ${row.policyNumber}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!change.isPending) change.mutate({ id: row.policyId, renewalStatus: status, note });
      }}
    >
      <Flex gap="2" wrap="wrap" align="center">
        <chakra.select
          {...selectStyle}
          h="8"
          w="auto"
          fontSize="sm"
          aria-label={`סטטוס החידוש של פוליסה ${row.policyNumber}`}
          value={status}
          onChange={(event) => setStatus(event.target.value as RenewalStatus)}
        >
          {renewalStatuses.map((value) => (
            <option key={value} value={value}>
              {renewalStatusLabels[value]}
            </option>
          ))}
        </chakra.select>
        <Input
          size="sm"
          w={{ base: 'full', md: '40' }}
          maxLength={500}
          aria-label={`הערה לפוליסה ${row.policyNumber} (לא חובה)`}
          placeholder="הערה (לא חובה)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Button type="submit" size="xs" loading={change.isPending} loadingText="מעדכן...">
          עדכון
        </Button>
      </Flex>
    </chakra.form>
  );
}
