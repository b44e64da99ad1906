import { Button, chakra, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { textareaRecipe } from '@/components/admin-blog/recipes';
import { CheckboxLine } from '@/components/travel-form/choices';
import { useActionFailure } from '@/components/ui/action-failure';
import { FormDateField } from '@/components/ui/date-field';
import { FieldRoot } from '@/components/ui/field-root';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { showSaveError } from '@/components/ui/save-error';
import { toaster } from '@/components/ui/toaster';
import { TransferError } from '@/lib/file-transfer';
import { trpc } from '@/lib/trpc';
import { DOCUMENT_ACCEPT, type Policy, policyTypeLabels } from '@/shared/account';
import { type ClaimCreateInput, ClaimCreateSchema, claimMessages } from '@/shared/claims';
import { israelToday } from '@/shared/israel-time';
import { fileProblem, uploadDocument } from '../documents/transfer';

/** The file's name without its extension, as the new document's name (2–120 characters). */
const documentName = (file: File) => {
  const base = file.name.replace(/\.[^.]+$/, '').slice(0, 120);
  return base.trim().length >= 2 ? base : 'מסמך לתביעה';
};

/**
 * The customer's documents as checkboxes, and a file picked here that goes up to their documents at
 * once and is ticked (a dialog over this one would close both).
 */
function DocumentPicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const documents = trpc.account.documents.list.useQuery();
  const utils = trpc.useUtils();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const toggle = (docId: number, on: boolean) =>
    onChange(on ? [...value, docId] : value.filter((chosen) => chosen !== docId));
  const send = async (file: File | null) => {
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused || !file) return;
    setProgress(0);
    try {
      const doc = await uploadDocument({ file, name: documentName(file), expirationDate: null }, setProgress);
      await utils.account.documents.list.invalidate();
      onChange([...value, doc.id]);
    } catch (error) {
      setProblem(error instanceof TransferError ? error.message : 'העלאת המסמך נכשלה. נסו שוב.');
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return (
    <Stack as="fieldset" gap="2" aria-describedby={`${id}-help`}>
      <Text as="legend" fontWeight="medium">
        מסמכים (לא חובה)
      </Text>
      <Text id={`${id}-help`} fontSize="sm" color="fg.muted">
        קבלות, אישורים, תמונות של הנזק. אפשר לצרף גם בהמשך.
      </Text>
      {documents.data?.map((doc) => (
        <CheckboxLine
          key={doc.id}
          checked={value.includes(doc.id)}
          onChange={(event) => toggle(doc.id, event.target.checked)}
        >
          {doc.name}
        </CheckboxLine>
      ))}
      <chakra.input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={DOCUMENT_ACCEPT}
        // the button below opens it: one stop for the keyboard
        tabIndex={-1}
        aria-label="קובץ למסמך חדש"
        srOnly
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => void send(event.target.files?.[0] ?? null)}
      />
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        loading={progress !== null}
        loadingText={`מעלה ${Math.round((progress ?? 0) * 100)}%`}
        onClick={() => fileInput.current?.click()}
      >
        <Upload aria-hidden="true" />
        העלאת מסמך חדש
      </Button>
      {problem && (
        <Text id={`${id}-problem`} role="alert" color="red.fg" fontSize="sm">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

function ClaimForm({
  policy,
  onDone,
  onCancel,
}: {
  policy: Policy;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const utils = trpc.useUtils();
  const refusal = useActionFailure();
  const form = useForm<ClaimCreateInput>({
    resolver: zodResolver(ClaimCreateSchema),
    defaultValues: { policyId: policy.id, eventDate: '', description: '', documentIds: [] },
  });
  const create = trpc.account.claims.create.useMutation();
  const [documentIds, setDocumentIds] = useState<number[]>([]);
  const submit = form.handleSubmit(async (values) => {
    if (values.eventDate < policy.startDate) {
      form.setError('eventDate', { message: claimMessages.eventBeforePolicy }, { shouldFocus: true });
      return;
    }
    try {
      const created = await create.mutateAsync({ ...values, documentIds });
      toaster.success({
        title: claimMessages.created,
        description: `מספר התביעה ${created.reference}. ${claimMessages.createdDetail}`,
      });
      void utils.account.claims.list.invalidate();
      onDone();
    } catch (error) {
      showSaveError(form, error, refusal.show, claimMessages.failed);
    }
  });
  const descriptionError = form.formState.errors.description?.message;
  return (
    <DialogForm
      label="הגשת תביעה"
      onSubmit={refusal.onSubmit(submit)}
      submitLabel="שליחת התביעה"
      pending={create.isPending}
      failure={refusal.failure}
      onCancel={onCancel}
    >
      <Text>
        {policyTypeLabels[policy.policyType]} · פוליסה <bdi dir="ltr">{policy.policyNumber}</bdi>
      </Text>
      <FormDateField
        control={form.control}
        name="eventDate"
        label="מתי זה קרה?"
        helper="התאריך שבו אירע האירוע, לא לפני תחילת הפוליסה"
        required
        min={policy.startDate}
        max={israelToday()}
        error={form.formState.errors.eventDate?.message}
      />
      <FieldRoot invalid={Boolean(descriptionError)} required ids={{ control: `${id}-description` }}>
        <Field.Label>
          מה קרה?
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          recipe={textareaRecipe}
          rows={5}
          autoresize
          maxH="40vh"
          {...form.register('description')}
          aria-describedby={`${id}-description-help`}
        />
        <Text id={`${id}-description-help`} fontSize="sm" color="fg.muted">
          איפה ואיך זה קרה, מה נפגע ומי היה מעורב (10–2,000 תווים).
        </Text>
        {descriptionError && <Field.ErrorText>{descriptionError}</Field.ErrorText>}
      </FieldRoot>
      <DocumentPicker value={documentIds} onChange={setDocumentIds} />
    </DialogForm>
  );
}

/** 'הגשת תביעה' of one policy: when and what happened, a description, documents from the vault or new. */
export function FileClaimDialog({
  policy,
  open,
  onClose,
  returnFocus,
}: {
  policy: Policy | null;
  open: boolean;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <FormDialog
      title="הגשת תביעה"
      open={open}
      onClose={onClose}
      returnFocus={returnFocus}
      initialField="input"
    >
      {policy && <ClaimForm key={policy.id} policy={policy} onDone={onClose} onCancel={onClose} />}
    </FormDialog>
  );
}
