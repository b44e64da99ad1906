import { Box, Flex, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { IconBadge } from '@/components/ui/icon-badge';
import { cardSurface } from './card-surface';
import { StarRating } from './star-rating';

export interface TestimonialCardProps {
  name: string;
  text: string;
  rating: number;
  /** e.g. the kind of policy the story is about */
  context?: string;
}

/** A customer's quote with the name, the rating as stars and, optionally, what it was about. */
export function TestimonialCard({ name, text, rating, context }: TestimonialCardProps) {
  return (
    <Flex as="figure" direction="column" gap="4" h="full" m="0" p={{ base: '6', md: '7' }} {...cardSurface}>
      <Flex justify="space-between" align="center">
        <StarRating rating={rating} />
        <IconBadge icon={Quote} iconSize={32} shape="plain" color="brand.200" />
      </Flex>
      <Box as="blockquote" m="0" flex="1">
        <Text fontSize="md" lineHeight="tall">
          {text}
        </Text>
      </Box>
      <Box as="figcaption">
        <Text fontWeight="bold" color="brand.900">
          {name}
        </Text>
        {context && (
          <Text fontSize="sm" color="fg.muted">
            {context}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
