import { Box, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useActionFailure } from '@/components/ui/action-failure';
import { FormDateField } from '@/components/ui/date-field';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { FormField, registerField } from '@/components/ui/form-field';
import { showSaveError } from '@/components/ui/save-error';
import { type RouterOutputs, trpc } from '@/lib/trpc';
import {
  type Policy,
  type PolicyInput,
  PolicyInputSchema,
  policyStatuses,
  policyStatusLabels,
  policyStatusOn,
  policyTypeLabels,
  policyTypes,
} from '@/shared/account';
import { isDay } from '@/shared/day-text';
import { PolicyDetailFields } from './policy-detail-fields';
import { SelectField } from './select-field';

export type SavedPolicy = RouterOutputs['admin']['customers']['policies']['create'];

/**
 * Shown while the form says 'active' with an end date already past: such a policy is shown as ended
 * everywhere, so the admin is told before saving and offered the matching status.
 */
function PastEndWarning({ form }: { form: UseFormReturn<PolicyInput> }) {
  const [status, endDate] = useWatch({ control: form.control, name: ['status', 'endDate'] });
  // an empty end date is '' (no end); one still being typed is no day yet
  const past =
    status === 'active' &&
    isDay(endDate ?? '') &&
    policyStatusOn({ status, endDate: endDate ?? null }) === 'ended';
  return (
    <Box aria-live="polite">
      {past && (
        <Box
          borderWidth="1px"
          borderColor="orange.300"
          bg="orange.50"
          color="orange.900"
          borderRadius="md"
          p="3"
          fontSize="sm"
        >
          <Text display="flex" gap="2" alignItems="start">
            <TriangleAlert aria-hidden="true" size={18} style={{ flexShrink: 0, marginTop: 2 }} />
            תאריך הסיום כבר עבר: הפוליסה תוצג ללקוח ובמערכת כ„הסתיימה“ גם אם תישמר כפעילה.
          </Text>
          <Button
            mt="2"
            size="xs"
            variant="outline"
            colorPalette="orange"
            onClick={() => form.setValue('status', 'ended', { shouldDirty: true })}
          >
            שינוי הסטטוס ל„הסתיימה“
          </Button>
        </Box>
      )}
    </Box>
  );
}

function PolicyForm({
  userId,
  policy,
  onSaved,
  onCancel,
}: {
  userId: number;
  policy: Policy | null;
  onSaved: (policy: SavedPolicy) => void;
  onCancel: () => void;
}) {
  const form = useForm<PolicyInput>({
    resolver: zodResolver(PolicyInputSchema),
    defaultValues: {
      userId,
      policyNumber: policy?.policyNumber ?? '',
      policyType: policy?.policyType ?? ('' as PolicyInput['policyType']),
      startDate: policy?.startDate ?? '',
      endDate: policy?.endDate ?? '',
      status: policy?.status ?? 'active',
      company: policy?.company ?? '',
      premium: policy?.premium ?? null,
      premiumPeriod: policy?.premiumPeriod ?? null,
      coverages: policy?.coverages ?? [],
      renewalStatus: policy?.renewalStatus ?? 'open',
    },
  });
  const failure = useActionFailure();
  // a taken number (409) or a field the server refused: under its field, focused
  const onError = (error: unknown) =>
    showSaveError(form, error, failure.show, policy ? 'עדכון הפוליסה נכשל' : 'הוספת הפוליסה נכשלה');
  const create = trpc.admin.customers.policies.create.useMutation({ onSuccess: onSaved, onError });
  const update = trpc.admin.customers.policies.update.useMutation({ onSuccess: onSaved, onError });
  const pending = create.isPending || update.isPending;
  const typeError = form.formState.errors.policyType?.message;
  const statusError = form.formState.errors.status?.message;

  return (
    <DialogForm
      label={policy ? 'עריכת פוליסה' : 'הוספת פוליסה'}
      submitLabel={policy ? 'שמירת השינויים' : 'הוספת הפוליסה'}
      pending={pending}
      onCancel={onCancel}
      failure={failure.failure}
      onSubmit={failure.onSubmit(
        form.handleSubmit((values) => {
          const { userId: _owner, ...fields } = values;
          if (policy) update.mutate({ ...fields, id: policy.id, status: fields.status ?? 'active' });
          else create.mutate(values);
        }),
      )}
    >
      <FormField
        label="מספר פוליסה"
        dir="ltr"
        autoComplete="off"
        required
        helper="אותיות לועזיות, ספרות, מקף או לוכסן"
        {...registerField(form, 'policyNumber')}
      />
      <SelectField label="סוג הפוליסה" error={typeError} {...form.register('policyType')}>
        <option value="" disabled>
          בחרו סוג
        </option>
        {policyTypes.map((type) => (
          <option key={type} value={type}>
            {policyTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormDateField
          control={form.control}
          name="startDate"
          label="תאריך התחלה"
          required
          error={form.formState.errors.startDate?.message}
        />
        <FormDateField
          control={form.control}
          name="endDate"
          label="תאריך סיום"
          helper="לא חובה"
          error={form.formState.errors.endDate?.message}
        />
      </SimpleGrid>
      <SelectField label="סטטוס" error={statusError} {...form.register('status')}>
        {policyStatuses.map((status) => (
          <option key={status} value={status}>
            {policyStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <PastEndWarning form={form} />
      <PolicyDetailFields form={form} />
    </DialogForm>
  );
}

/** One dialog creates ('פוליסה חדשה') and edits a customer's policy. */
export function PolicyDialog({
  userId,
  policy,
  open,
  onClose,
  onSaved,
  returnFocus,
}: {
  userId: number;
  /** the policy being edited; null: a new one */
  policy: Policy | null;
  open: boolean;
  onClose: () => void;
  onSaved: (policy: SavedPolicy, mode: 'create' | 'update') => void;
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <FormDialog
      title={policy ? `עריכת פוליסה – ${policy.policyNumber}` : 'פוליסה חדשה'}
      open={open}
      onClose={onClose}
      initialField={'input[name="policyNumber"]'}
      returnFocus={returnFocus}
    >
      <PolicyForm
        userId={userId}
        policy={policy}
        onCancel={onClose}
        onSaved={(saved) => onSaved(saved, policy ? 'update' : 'create')}
      />
    </FormDialog>
  );
}
