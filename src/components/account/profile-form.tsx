import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { FormDateField } from '@/components/ui/date-field';
import { FormField, PhoneField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { errorMessage, showFieldIssues, trpc } from '@/lib/trpc';
import { accountToasts, type Profile, ProfileSchema } from '@/shared/account';
import { formatPhone } from '@/shared/contact';
import { israelToday } from '@/shared/israel-time';
import { AccountForm } from './account-form';
import { QueryFailed } from './query-state';

/** The form's values: the phone as people write it, and '' for "no date" in the date input. */
const toValues = (profile: Profile) => ({
  ...profile,
  phone: formatPhone(profile.phone),
  birthDate: profile.birthDate ?? '',
});

function ProfileFields({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const form = useForm({ resolver: zodResolver(ProfileSchema), defaultValues: toValues(profile) });
  const save = trpc.account.profile.update.useMutation({
    onSuccess: (saved) => {
      utils.account.profile.get.setData(undefined, saved);
      // the values as stored: a cleaned name, the stored phone written as people write it
      form.reset(toValues(saved));
      toaster.success({ title: accountToasts.profileSaved });
    },
    onError: (error) => {
      const onFields = showFieldIssues(form, error);
      toaster.error({
        title: accountToasts.profileFailed,
        description: onFields ? 'יש לתקן את השדות המסומנים' : errorMessage(error, 'נסו שוב בעוד כמה רגעים'),
      });
    },
  });

  return (
    <AccountForm
      label="פרטים אישיים"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      pending={save.isPending}
      submitLabel="שמירת הפרטים"
      busyLabel="שומר..."
    >
      <FormField label="שם מלא" autoComplete="name" required {...registerField(form, 'fullName')} />
      <PhoneField
        helper="נייד או קווי, למשל 050-1234567 או 03-1234567"
        required
        {...registerField(form, 'phone')}
      />
      <FormField
        label="כתובת"
        autoComplete="street-address"
        helper="רחוב, מספר בית ויישוב"
        required
        {...registerField(form, 'address')}
      />
      <FormDateField
        control={form.control}
        name="birthDate"
        label="תאריך לידה (לא חובה)"
        min="1900-01-01"
        max={israelToday()}
        autoComplete="bday"
        error={form.formState.errors.birthDate?.message}
      />
    </AccountForm>
  );
}

/** The profile's form, filled with what is saved; sent with account.profile.update. */
export function ProfileForm() {
  const profile = trpc.account.profile.get.useQuery();
  if (profile.isPending) return <ListSkeleton rows={3} />;
  if (profile.isError) return <QueryFailed what="הפרטים" retry={() => profile.refetch()} />;
  return <ProfileFields profile={profile.data} />;
}
