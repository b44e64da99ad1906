import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import type { ClaimsGuide } from '@/content/products/claims-guide';
import { BulletList } from './bullet-list';
import { HowWeHelp } from './how-we-help';

/** 'כשקורה מקרה ביטוח': what to prepare, who to call, and the steps after the claim is in. */
export function ClaimsGuideContent({ guide }: { guide: ClaimsGuide }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }}>
      <Box>
        <Heading as="h3" size="md" mb="4">
          מה להכין
        </Heading>
        <BulletList items={guide.prepare} icon={CircleCheck} iconColor="brand.600" />
        <Heading as="h3" size="md" mt="8" mb="3">
          למי פונים
        </Heading>
        <Text>{guide.contact}</Text>
      </Box>
      <Box>
        <Heading as="h3" size="md" mb="4">
          מה קורה אחר כך
        </Heading>
        <HowWeHelp items={guide.next} />
      </Box>
    </SimpleGrid>
  );
}
