// skeleton: replaced by the helper that owns this part of the personal area
import { Heading } from '@chakra-ui/react';

export function DocumentsTab() {
  return (
    <Heading as="h2" size="lg">
      מסמכים
    </Heading>
  );
}
