import { TestimonialsSection } from '@/components/marketing/testimonials-section';
import { travelTestimonials } from '@/content/travel';

const items = travelTestimonials.map((testimonial) => ({ ...testimonial, context: 'ביטוח נסיעות לחו״ל' }));

/** Two travellers' stories, rated 5. */
export function TravelTestimonials() {
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
