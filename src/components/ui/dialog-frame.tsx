import { Dialog, Portal } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { CloseIconButton } from './close-icon-button';
import { DialogRoot } from './dialog-root';

/**
 * A dialog as the site draws one: DialogRoot (its recipe, mounted while open, centred), the backdrop,
 * the positioner and the content box around `children`. Escape, a click outside and the close button
 * call `onClose`; focus lands on `initialField` (a selector inside the dialog, its first field) when it
 * opens. The root's other props (size, placement, focus on closing) pass through.
 */
export function DialogFrame({
  onClose,
  initialField,
  content,
  positioner,
  children,
  ...root
}: Omit<Dialog.RootProps, 'onOpenChange' | 'children'> & {
  onClose: () => void;
  initialField?: string;
  /** the content box's own props (a width, a margin) */
  content?: Dialog.ContentProps;
  positioner?: Dialog.PositionerProps;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const focusField = initialField
    ? () => box.current?.querySelector<HTMLElement>(initialField) ?? null
    : undefined;
  return (
    <DialogRoot initialFocusEl={focusField} {...root} onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner {...positioner}>
          <Dialog.Content ref={box} {...content}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

/**
 * A dialog's header: its title, then `children` (a description under it), and the close button (×)
 * named `closeLabel`, the header keeping room for it at its end. `closeLabel={null}`: no close button
 * (a question answered only by its own buttons).
 */
export function DialogTitleBar({
  title,
  titleProps,
  closeLabel,
  children,
  ...header
}: Omit<Dialog.HeaderProps, 'title'> & {
  title: ReactNode;
  titleProps?: Dialog.TitleProps;
  closeLabel?: string | null;
}) {
  const closable = closeLabel !== null;
  return (
    <>
      <Dialog.Header pe={closable ? '14' : undefined} {...header}>
        <Dialog.Title {...titleProps}>{title}</Dialog.Title>
        {children}
      </Dialog.Header>
      {closable && (
        <Dialog.CloseTrigger asChild>
          <CloseIconButton label={closeLabel} />
        </Dialog.CloseTrigger>
      )}
    </>
  );
}
