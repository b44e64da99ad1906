import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Where a list would be: its loading, empty or failed state (`alert` for a failure, read out at once). */
export function ListMessage({ children, alert }: { children: ReactNode; alert?: boolean }) {
  return (
    <Box
      role={alert ? 'alert' : undefined}
      py="12"
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderStyle={alert ? 'solid' : 'dashed'}
      borderColor={alert ? 'border.error' : undefined}
      bg={alert ? 'bg.error' : undefined}
      borderRadius="lg"
      color="fg.muted"
    >
      {children}
    </Box>
  );
}
