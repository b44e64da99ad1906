import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { X } from 'lucide-react';

interface CloseIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** the button's accessible name */
  label?: string;
}

/**
 * The × of dialogs and drawers, for their close trigger:
 * `<Dialog.CloseTrigger asChild><CloseIconButton /></Dialog.CloseTrigger>`.
 */
export function CloseIconButton({ label = 'סגירה', ...props }: CloseIconButtonProps) {
  return (
    <IconButton variant="ghost" size="sm" aria-label={label} {...props}>
      <X aria-hidden="true" />
    </IconButton>
  );
}
