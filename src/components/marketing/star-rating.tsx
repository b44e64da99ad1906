import { Flex } from '@chakra-ui/react';
import { Star } from 'lucide-react';

/** Filled stars with one accessible name ('דירוג 5 מתוך 5'); the icons themselves are hidden. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <Flex role="img" aria-label={`דירוג ${rating} מתוך ${max}`} gap="0.5" color="orange.700">
      {Array.from({ length: max }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of stars
          key={index}
          size={18}
          aria-hidden="true"
          fill={index < rating ? 'var(--chakra-colors-accent-orange)' : 'none'}
        />
      ))}
    </Flex>
  );
}
