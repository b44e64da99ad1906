import { Box } from '@chakra-ui/react';
import { CardGrid } from './card-grid';
import { revealItem } from './reveal';
import { Section, type SectionProps } from './section';
import { TestimonialCard, type TestimonialCardProps } from './testimonial-card';

interface TestimonialsSectionProps extends Omit<SectionProps, 'children'> {
  items: readonly TestimonialCardProps[];
  /** cards side by side from tablets up; two stay narrower than the page */
  columns?: 2 | 3;
}

/** Customers' stories as a titled list of quote cards (with `reveal`, staggered in by 0.2 s each). */
export function TestimonialsSection({ items, columns = 3, reveal, ...section }: TestimonialsSectionProps) {
  return (
    <Section reveal={reveal} {...section}>
      <CardGrid columns={{ base: 1, md: columns }} maxW={columns === 2 ? '5xl' : undefined} mx="auto">
        {items.map((testimonial, index) => (
          <Box as="li" key={testimonial.name} css={reveal ? revealItem(index + 1) : undefined}>
            <TestimonialCard {...testimonial} />
          </Box>
        ))}
      </CardGrid>
    </Section>
  );
}
