import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
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

  // the dialog may open from inside the post's form: DialogForm keeps its submit from reaching it
  const submit = () => {
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
    <FormDialog
      title={title}
      open={open}
      onClose={onClose}
      initialField="input[name='name']"
      form={{ onSubmit: submit, submitLabel, pending: busy }}
    >
      <FormField
        ref={input}
        name="name"
        label="שם הקטגוריה"
        required
        maxLength={CATEGORY_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem ?? error}
      />
    </FormDialog>
  );
}
