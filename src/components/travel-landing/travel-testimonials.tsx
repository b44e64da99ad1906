import { TestimonialsSection } from '@/components/marketing/testimonials-section';
import type { TravelTestimonial } from '@/content/travel';

/** Two travellers' stories, rated 5. */
export function TravelTestimonials({ testimonials }: { testimonials: readonly TravelTestimonial[] }) {
  const items = testimonials.map((testimonial) => ({ ...testimonial, context: 'ביטוח נסיעות לחו״ל' }));
  return (
    <TestimonialsSection
      reveal
      id="travel-testimonials"
      title="מה אומרים המטיילים שלנו"
      lead="כשמשהו משתבש רחוק מהבית, חשוב שיהיה מי שעונה לטלפון."
      columns={2}
      items={items}
    />
  );
}
