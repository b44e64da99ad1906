import { Box, Button, chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A form of the personal area, named `label`: its fields two to a row from `md`, then the submit button
 * (the full width of a phone), disabled and saying `busyLabel` while the save is under way.
 */
export function AccountForm({
  label,
  onSubmit,
  pending,
  submitLabel,
  busyLabel,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {children}
        </SimpleGrid>
        <Box>
          <Button type="submit" size="lg" disabled={pending} w={{ base: 'full', sm: 'auto' }}>
            {pending ? busyLabel : submitLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
