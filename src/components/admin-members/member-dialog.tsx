import { chakra, Flex } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useActionFailure } from '@/components/ui/action-failure';
import { EMAIL_HINT } from '@/components/ui/field-hints';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { EmailField, FormField, PhoneField, registerField } from '@/components/ui/form-field';
import { showSaveError } from '@/components/ui/save-error';
import { type RouterOutputs, trpc } from '@/lib/trpc';
import { type MemberInput, MemberInputSchema, memberStatuses, memberStatusLabels } from '@/shared/members';
import type { MemberRow } from './members-list';

export type SavedMember = RouterOutputs['admin']['members']['create'];

/** Active / inactive as two radio buttons (arrow keys move between them; nothing is sent until 'שמירה'). */
function StatusChoice({ form }: { form: ReturnType<typeof useForm<MemberInput>> }) {
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        סטטוס
      </chakra.legend>
      <Flex gap="6" wrap="wrap">
        {memberStatuses.map((status) => (
          <chakra.label key={status} display="inline-flex" alignItems="center" gap="2" cursor="pointer">
            <chakra.input
              type="radio"
              value={status}
              {...form.register('status')}
              boxSize="4"
              accentColor="brand.600"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            />
            {memberStatusLabels[status]}
          </chakra.label>
        ))}
      </Flex>
    </chakra.fieldset>
  );
}

function MemberForm({
  member,
  onSaved,
  onCancel,
}: {
  member: MemberRow | null;
  onSaved: (member: SavedMember) => void;
  onCancel: () => void;
}) {
  const form = useForm<MemberInput>({
    resolver: zodResolver(MemberInputSchema),
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      phone: member?.phone ?? '',
      status: member?.status ?? 'active',
    },
  });
  const failure = useActionFailure();
  // a taken e-mail (409) or a field the server refused: under its field, focused
  const onError = (error: unknown) =>
    showSaveError(form, error, failure.show, member ? 'עדכון החבר נכשל' : 'הוספת החבר נכשלה');
  const create = trpc.admin.members.create.useMutation({ onSuccess: onSaved, onError });
  const update = trpc.admin.members.update.useMutation({ onSuccess: onSaved, onError });
  const pending = create.isPending || update.isPending;

  return (
    <DialogForm
      label={member ? 'עריכת פרטי חבר' : 'הוספת חבר'}
      submitLabel={member ? 'שמירת השינויים' : 'הוספת החבר'}
      pending={pending}
      onCancel={onCancel}
      failure={failure.failure}
      onSubmit={failure.onSubmit(
        form.handleSubmit((values) => {
          if (member) update.mutate({ ...values, id: member.id });
          else create.mutate(values);
        }),
      )}
    >
      <FormField label="שם מלא" autoComplete="off" required {...registerField(form, 'name')} />
      <EmailField autoComplete="off" helper={EMAIL_HINT} required {...registerField(form, 'email')} />
      <PhoneField
        autoComplete="off"
        helper="לא חובה. אפשר להקליד עם מקפים, רווחים או ‎+972"
        {...registerField(form, 'phone')}
      />
      <StatusChoice form={form} />
    </DialogForm>
  );
}

/** One dialog for both modes, create when no member is given and edit when one is. */
export function MemberDialog({
  member,
  open,
  onClose,
  onSaved,
  returnFocus,
}: {
  /** the member being edited; null: a new member */
  member: MemberRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: (member: SavedMember, mode: 'create' | 'update') => void;
  /** where focus goes when the dialog closes (the button that opened it, or a fallback) */
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <FormDialog
      title={member ? `עריכת חבר – ${member.name}` : 'חבר חדש'}
      open={open}
      onClose={onClose}
      initialField={'input[name="name"]'}
      returnFocus={returnFocus}
    >
      <MemberForm
        member={member}
        onCancel={onClose}
        onSaved={(saved) => onSaved(saved, member ? 'update' : 'create')}
      />
    </FormDialog>
  );
}
