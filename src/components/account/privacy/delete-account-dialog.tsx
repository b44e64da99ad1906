import { Box, Button, chakra, Dialog, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { withStepUp } from '@/components/second-factor/step-up-store';
import { DialogFrame, DialogTitleBar } from '@/components/ui/dialog-frame';
import { PasswordField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { useSignOut } from '@/lib/session-actions';
import { errorMessage, showFieldIssues, trpc } from '@/lib/trpc';
import { DeleteAccountSchema, privacyMessages } from '@/shared/account';
import type { z } from '@/shared/zod';

type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** What goes with the account: said before the password is asked for. */
const deleted = [
  'פרטי החשבון והפרופיל (שם, טלפון, כתובת ותאריך לידה)',
  'הפוליסות שמוצגות באזור האישי',
  'כל המסמכים שהעליתם, והתזכורות על תוקפם',
  'כל החיבורים לחשבון, בכל המכשירים',
];

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<string>();
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const remove = trpc.account.privacy.delete.useMutation();

  return (
    <chakra.form
      noValidate
      aria-label="אישור מחיקת החשבון"
      onSubmit={form.handleSubmit(async (values) => {
        if (remove.isPending) return;
        try {
          await signOut(
            // an account with a second factor renews it first when it is over 10 minutes old
            () => withStepUp(() => remove.mutateAsync(values)),
            () => navigate('/', { replace: true }),
          );
        } catch (error) {
          if (showFieldIssues(form, error)) return setFailure(undefined);
          // shown inside the dialog: a toast behind a modal dialog is hidden from screen readers
          return setFailure(errorMessage(error, 'אירעה שגיאה. נסו שוב בעוד כמה רגעים.'));
        }
        toaster.success({
          title: privacyMessages.accountDeleted,
          description: privacyMessages.accountDeletedDetail,
        });
      })}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description asChild>
            <div>
              <Text fontWeight="semibold">המחיקה סופית ואי אפשר לבטל אותה. יימחקו:</Text>
              <chakra.ul ps="5" mt="2" listStyleType="disc" display="grid" gap="1">
                {deleted.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </chakra.ul>
            </div>
          </Dialog.Description>
          <Text fontSize="sm" color="fg.muted">
            נשמור רק רישום על עצם המחיקה – מספר החשבון ומועד המחיקה – כנדרש ביומן הפעולות. פניות ובקשות ששלחתם
            בטפסים באתר אינן חלק מהחשבון; כדי למחוק גם אותן, פנו אלינו. כדאי להוריד קודם עותק של הנתונים.
          </Text>
          <PasswordField
            label="הסיסמה שלכם, לאישור"
            autoComplete="current-password"
            required
            {...registerField(form, 'password')}
          />
          {failure && (
            <Box role="alert" color="fg.error" fontSize="sm" fontWeight="medium">
              {privacyMessages.deleteFailed}: {failure}
            </Box>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        <Button type="button" variant="outline" onClick={onCancel} disabled={remove.isPending}>
          ביטול
        </Button>
        <Button type="submit" colorPalette="red" loading={remove.isPending} loadingText="מוחק...">
          מחיקת החשבון לצמיתות
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** the button that opened it: focus goes back there when the dialog closes */
  returnFocus: () => HTMLElement | null;
}

/** 'מחיקת החשבון': what will be deleted, the password again, a destructive button; Escape closes. */
export default function DeleteAccountDialog({ open, onClose, returnFocus }: DeleteAccountDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      size="md"
      initialField={'input[name="password"]'}
      finalFocusEl={returnFocus}
      positioner={{ px: '3' }}
    >
      <DialogTitleBar title="מחיקת החשבון" />
      <DeleteAccountForm onCancel={onClose} />
    </DialogFrame>
  );
}
