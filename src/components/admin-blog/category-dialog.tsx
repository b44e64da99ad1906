import { Button, Dialog, Portal } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DialogRoot } from '@/components/ui/dialog-root';
import { FormField } from '@/components/ui/form-field';
import { CATEGORY_NAME_MAX, CategoryInputSchema } from '@/shared/blog';

/** A category's name: for a new category or a rename. `error` is the server's message for the field. */
export function CategoryNameDialog({
  open,
  title,
  initialName,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  initialName: string;
  submitLabel: string;
  busy: boolean;
  error: string | undefined;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setProblem(undefined);
    }
  }, [open, initialName]);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the dialog may open from inside the post's form: React bubbles through the portal to it
    event.stopPropagation();
    const parsed = CategoryInputSchema.safeParse({ name });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    onSubmit(parsed.data.name);
  };

  return (
    <DialogRoot
      open={open}
      onOpenChange={(event) => !event.open && onClose()}
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormField
                  ref={input}
                  label="שם הקטגוריה"
                  required
                  maxLength={CATEGORY_NAME_MAX}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  error={problem ?? error}
                />
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" onClick={onClose}>
                  ביטול
                </Button>
                <Button type="submit" loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
