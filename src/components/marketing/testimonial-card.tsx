import { Box, Flex, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
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
    <Flex
      as="figure"
      direction="column"
      gap="4"
      h="full"
      m="0"
      p={{ base: '6', md: '7' }}
      bg="bg"
      borderRadius="2xl"
      borderWidth="1px"
      boxShadow="sm"
    >
      <Flex justify="space-between" align="center">
        <StarRating rating={rating} />
        <Box color="brand.200" aria-hidden="true">
          <Quote size={32} />
        </Box>
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
