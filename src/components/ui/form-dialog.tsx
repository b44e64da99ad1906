import { Button, chakra, Dialog, Stack } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { ActionFailure, type Failure } from './action-failure';
import { DialogFrame, DialogTitleBar } from './dialog-frame';

/** What the form of a dialog sends, and how its footer reads. */
interface FormProps {
  /** called with the submit event, default already prevented */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** the submit is under way: its button spins and says 'שומר...' */
  pending?: boolean;
  /** the form's accessible name, when it differs from the dialog's title */
  label?: string;
  /** further buttons, before 'ביטול' (a destructive one, such as removing a link) */
  extraActions?: ReactNode;
  /** the submit button's colours when they say what it does (red: a rejection) */
  palette?: 'red' | 'green';
  /** why the last submit failed, shown beside the buttons (a toast would cover the dialog on a phone) */
  failure?: Failure | null;
}

/**
 * The form of a dialog: its fields, then 'ביטול' and the submit button. The submit never reaches a
 * form around the dialog (React bubbles events through the portal to it).
 */
export function DialogForm({
  onSubmit,
  submitLabel,
  pending,
  label,
  extraActions,
  palette,
  failure,
  onCancel,
  children,
}: FormProps & { onCancel: () => void; children: ReactNode }) {
  const failureId = useId();
  return (
    <chakra.form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!pending) onSubmit(event);
      }}
    >
      <Dialog.Body>
        <Stack gap="4">
          {children}
          {failure && <ActionFailure id={failureId} failure={failure} />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        {extraActions}
        <Button type="button" variant="outline" onClick={onCancel}>
          ביטול
        </Button>
        <Button
          type="submit"
          colorPalette={palette}
          loading={pending}
          loadingText="שומר..."
          aria-describedby={failure ? failureId : undefined}
        >
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/**
 * The admin's dialog of one form: its title and close button, focus on `initialField` (a selector
 * inside the dialog; else its first field) when it opens and back on `returnFocus()` when it closes,
 * Escape, the close button and 'ביטול' calling `onClose`. Given `form`, it holds the form itself
 * (DialogForm) around `children`, the fields; a form with state of its own (react-hook-form) renders
 * its DialogForm as the child instead.
 */
export function FormDialog({
  title,
  open,
  onClose,
  initialField,
  returnFocus,
  form,
  children,
}: {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  initialField?: string;
  returnFocus?: () => HTMLElement | null;
  form?: FormProps;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size="md"
      initialField={initialField}
      finalFocusEl={returnFocus}
      // never taller than the screen: the body scrolls between the title and the buttons, which stay in
      // sight; the form (DialogForm, or a form of its own) passes the room on to the body
      scrollBehavior="inside"
      content={{
        mx: '3',
        css: { '& > form': { display: 'flex', flexDirection: 'column', flex: '1', minH: '0' } },
      }}
    >
      <DialogTitleBar title={title} />
      {form ? (
        <DialogForm {...form} onCancel={onClose}>
          {children}
        </DialogForm>
      ) : (
        children
      )}
    </DialogFrame>
  );
}
