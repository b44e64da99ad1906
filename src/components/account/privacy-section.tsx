// skeleton: replaced by the helper that owns this part of the personal area
import { Heading } from '@chakra-ui/react';

export function PrivacySection() {
  return (
    <Heading as="h2" size="lg">
      הנתונים שלי
    </Heading>
  );
}
