import { Box, SimpleGrid } from '@chakra-ui/react';
import { TestimonialCard } from '@/components/marketing/testimonial-card';
import { travelTestimonials } from '@/content/travel';
import { revealItem } from './reveal';
import { RevealSection } from './reveal-section';

/** Two travellers' stories, rated 5. */
export function TravelTestimonials() {
  return (
    <RevealSection
      id="travel-testimonials"
      title="מה אומרים המטיילים שלנו"
      lead="כשמשהו משתבש רחוק מהבית, חשוב שיהיה מי שעונה לטלפון."
    >
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 2 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        p="0"
        m="0"
        maxW="5xl"
        mx="auto"
      >
        {travelTestimonials.map((testimonial, index) => (
          <Box as="li" key={testimonial.name} css={revealItem(index + 1)}>
            <TestimonialCard {...testimonial} context="ביטוח נסיעות לחו״ל" />
          </Box>
        ))}
      </SimpleGrid>
    </RevealSection>
  );
}
