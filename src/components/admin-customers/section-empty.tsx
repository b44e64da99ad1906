import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A section of the customer's page with nothing in it yet: a short line in a dashed frame. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Text
      py="6"
      px="4"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
      color="fg.muted"
    >
      {children}
    </Text>
  );
}
