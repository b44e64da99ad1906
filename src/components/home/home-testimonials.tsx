import { SimpleGrid } from '@chakra-ui/react';
import { Section } from '@/components/marketing/section';
import { TestimonialCard } from '@/components/marketing/testimonial-card';
import { homeTestimonials } from '@/content/home';

/** Three customers' stories, each rated 5. */
export function HomeTestimonials() {
  return (
    <Section
      data-below-fold=""
      id="home-testimonials"
      title="מה הלקוחות שלנו מספרים"
      lead="הרגעים שבהם ביטוח טוב וליווי אישי עושים את ההבדל."
      bg="brand.50"
    >
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 3 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        p="0"
        m="0"
      >
        {homeTestimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard {...testimonial} />
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}
