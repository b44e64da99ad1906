import { TestimonialsSection } from '@/components/marketing/testimonials-section';
import type { HomeTestimonial } from '@/content/home';

/** Three customers' stories, each rated 5. */
export function HomeTestimonials({ items }: { items: readonly HomeTestimonial[] }) {
  return (
    <TestimonialsSection
      data-below-fold=""
      id="home-testimonials"
      title="מה הלקוחות שלנו מספרים"
      lead="הרגעים שבהם ביטוח טוב וליווי אישי עושים את ההבדל."
      bg="brand.50"
      items={items}
    />
  );
}
