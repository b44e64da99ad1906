import { Box, Button, chakra, Dialog, Field, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useActionFailure } from '@/components/ui/action-failure';
import { FormDateField } from '@/components/ui/date-field';
import { FieldRoot } from '@/components/ui/field-root';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField, registerField } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { UploadProgress } from '@/components/ui/upload-progress';
import { TransferError } from '@/lib/file-transfer';
import {
  accountToasts,
  DOCUMENT_ACCEPT,
  type DocumentItem,
  type DocumentMetaInput,
  DocumentMetaSchema,
  formatFileSize,
} from '@/shared/account';
import { fileProblem, uploadDocument } from './transfer';

const FILE_HELP = 'PDF,‏ JPEG,‏ PNG,‏ WebP,‏ HEIC או DOCX, עד 10MB';

/** The chosen file's name without its extension, as a first guess at the document's name. */
const baseName = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, 120);

function UploadForm({
  onUploaded,
  onCancel,
}: {
  onUploaded: (doc: DocumentItem) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<DocumentMetaInput>({
    resolver: zodResolver(DocumentMetaSchema),
    defaultValues: { name: '', expirationDate: '', category: 'general' },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const refusal = useActionFailure();
  const abort = useRef<AbortController | null>(null);
  // closing the dialog mid-upload stops the upload
  useEffect(() => () => abort.current?.abort(), []);

  // the name last offered from a file: replaced with the next file's unless the customer changed it
  const offeredName = useRef('');
  const choose = (chosen: File | null) => {
    setFile(chosen);
    // another file: what was said of the one before (its refusal, the server's word on it) goes too
    setFileError(chosen ? fileProblem(chosen) : null);
    refusal.clear();
    if (!chosen) return;
    const name = form.getValues('name');
    if (!name || name === offeredName.current) {
      offeredName.current = baseName(chosen);
      form.setValue('name', offeredName.current);
      form.clearErrors('name');
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      const problem = fileProblem(file);
      if (problem || !file) {
        setFileError(problem);
        fileInput.current?.focus();
        return;
      }
      abort.current = new AbortController();
      refusal.clear();
      setProgress(0);
      try {
        const doc = await uploadDocument(
          { file, name: values.name, expirationDate: values.expirationDate || null },
          setProgress,
          abort.current.signal,
        );
        toaster.success({ title: accountToasts.documentUploaded, description: doc.name });
        onUploaded(doc);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        const failure = error instanceof TransferError ? error : new TransferError('אנא נסו שוב.', 0);
        let focused = false;
        for (const issue of failure.issues) {
          if (issue.path === 'name' || issue.path === 'expirationDate') {
            form.setError(issue.path, { type: 'server', message: issue.message }, { shouldFocus: !focused });
            focused = true;
          }
        }
        // the file itself was refused (type, size, quota): say so under the file input
        if (
          failure.status === 413 ||
          failure.status === 415 ||
          failure.issues.some((i) => i.path === 'file')
        ) {
          setFileError(failure.message);
          if (!focused) fileInput.current?.focus();
        }
        // beside the button, inside the dialog: a toast would cover the dialog on a phone
        refusal.show({ title: accountToasts.uploadFailed, text: failure.message });
        setProgress(null);
      }
    },
    // the fields' errors show and the first is focused; the file's is said as well
    () => setFileError(fileProblem(file)),
  );

  const busy = progress !== null;
  const fileErrorId = `${id}-file-error`;
  const fileHelpId = `${id}-file-help`;
  return (
    <chakra.form noValidate aria-label="העלאת מסמך" onSubmit={submit}>
      <Dialog.Body>
        <Stack gap="4">
          <FieldRoot invalid={Boolean(fileError)} required>
            <Field.Label htmlFor={`${id}-file`}>
              קובץ
              <Field.RequiredIndicator />
            </Field.Label>
            {/* the native picker's own words follow the browser's language: a Hebrew face over it */}
            <Box
              position="relative"
              w="full"
              display="flex"
              alignItems="center"
              gap="3"
              flexWrap="wrap"
              borderWidth="1px"
              borderStyle="dashed"
              borderColor={fileError ? 'border.error' : 'border.emphasized'}
              borderRadius="md"
              p="3"
              cursor={busy ? 'not-allowed' : 'pointer'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              onClick={() => !busy && fileInput.current?.click()}
            >
              <chakra.input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept={DOCUMENT_ACCEPT}
                disabled={busy}
                aria-describedby={`${fileError ? fileErrorId : fileHelpId} ${id}-file-name`}
                aria-invalid={fileError ? true : undefined}
                onClick={(event) => event.stopPropagation()}
                onChange={(event) => choose(event.target.files?.[0] ?? null)}
                srOnly
              />
              <Box
                as="span"
                aria-hidden="true"
                display="inline-flex"
                alignItems="center"
                gap="2"
                px="3"
                py="1.5"
                borderWidth="1px"
                borderColor="border.emphasized"
                borderRadius="md"
                bg="bg.subtle"
                fontSize="sm"
                fontWeight="medium"
              >
                <Paperclip size={16} />
                בחירת קובץ
              </Box>
              <Text
                as="span"
                id={`${id}-file-name`}
                fontSize="sm"
                color={file ? 'fg' : 'fg.muted'}
                overflowWrap="anywhere"
              >
                {file ? `${file.name} (${formatFileSize(file.size)})` : 'לא נבחר קובץ'}
              </Text>
            </Box>
            {fileError ? (
              <Field.ErrorText id={fileErrorId}>{fileError}</Field.ErrorText>
            ) : (
              <Field.HelperText id={fileHelpId}>{FILE_HELP}</Field.HelperText>
            )}
          </FieldRoot>
          <FormField
            label="שם המסמך"
            autoComplete="off"
            required
            disabled={busy}
            {...registerField(form, 'name')}
          />
          <FormDateField
            control={form.control}
            name="expirationDate"
            label="תאריך תפוגה"
            helper="לא חובה. לפיו יוצג ברשימה אם המסמך בתוקף."
            disabled={busy}
            error={form.formState.errors.expirationDate?.message}
          />
          {busy && (
            <Box>
              <UploadProgress value={progress ?? 0} />
              <Text mt="1" fontSize="sm" color="fg.muted" aria-live="polite">
                {progress !== null && progress < 1
                  ? `הועלו ${Math.round(progress * 100)}%`
                  : 'שומר את המסמך...'}
              </Text>
            </Box>
          )}
          {refusal.alert}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button type="button" variant="outline" onClick={onCancel}>
          ביטול
        </Button>
        <Button type="submit" loading={busy} loadingText="מעלה..." aria-describedby={refusal.describedBy}>
          העלאה
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/** 'העלאת מסמך': the file, its name and an optional expiration date, with a progress bar. */
export function UploadDialog({
  open,
  onClose,
  onUploaded,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  onUploaded: (doc: DocumentItem) => void;
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <FormDialog
      title={'העלאת מסמך'}
      open={open}
      onClose={onClose}
      initialField={'input[type="file"]'}
      returnFocus={returnFocus}
    >
      <UploadForm onUploaded={onUploaded} onCancel={onClose} />
    </FormDialog>
  );
}
