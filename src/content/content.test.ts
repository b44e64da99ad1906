import { describe, expect, it } from 'vitest';
import { aboutPage } from './about';
import { contactCards, contactHero } from './contact';
import { homePage } from './home';
import { legalDocuments } from './legal';
import { travelPage } from './travel';

const { intro: aboutIntro, team, values, whyChooseUs } = aboutPage;
const accessibilityStatement = legalDocuments['/accessibility'];
const privacyPolicy = legalDocuments['/privacy'];
const termsOfUse = legalDocuments['/terms'];

const {
  hero: homeHero,
  services: homeServices,
  testimonials: homeTestimonials,
  travelCta: homeTravelCta,
  furtherAreas,
} = homePage;
const {
  benefits: travelBenefits,
  closingCta: travelClosingCta,
  faq: travelFaq,
  hero: travelHero,
  services: travelServices,
  stats: travelStats,
  testimonials: travelTestimonials,
} = travelPage;

const latinWord = /[A-Za-z]{2,}/;

describe('home content', () => {
  it('has the hero calls to action', () => {
    expect(homeHero.primaryCta.href).toBe('/travel/travelinsurance');
  });

  it('has six service cards in order', () => {
    expect(homeServices).toHaveLength(6);
    expect(homeServices.map((s) => s.href)).toEqual([
      '/travel',
      '/insurance/health',
      '/insurance/luxury-car',
      '/insurance/professional',
      '/insurance/home',
      '/insurance/disability',
    ]);
    expect(new Set(homeServices.map((s) => s.id)).size).toBe(6);
  });

  it('has three five-star testimonials', () => {
    expect(homeTestimonials).toHaveLength(3);
    for (const t of homeTestimonials) expect(t.rating).toBe(5);
  });

  it('has the travel call to action and three further areas', () => {
    expect(homeTravelCta.href).toBe('/travel/travelinsurance');
    expect(furtherAreas.map((a) => a.href)).toEqual([
      '/insurance/directors',
      '/insurance/cyber',
      '/investments/education-fund',
    ]);
  });
});

describe('about content', () => {
  it('mentions over 25 years', () => {
    expect(aboutIntro.lead).toContain('25');
  });

  it('has four values in order', () => {
    expect(values).toHaveLength(4);
    expect(values.map((v) => v.title)).toEqual(['שירות אישי', 'אמינות', 'מקצועיות', 'יציבות']);
  });

  it('has four reasons to choose us', () => {
    expect(whyChooseUs).toHaveLength(4);
  });

  it('has three team members with matching images', () => {
    expect(team).toHaveLength(3);
    expect(team.map((m) => m.role)).toEqual(['מייסד ומנכ״ל', 'סמנכ״לית שירות לקוחות', 'מנהל ביטוח עסקי']);
    for (const m of team) expect(m.image).toBe(`/images/team/${m.id}.svg`);
  });
});

describe('travel content', () => {
  it('links the hero and closing call to action to the purchase page', () => {
    expect(travelHero.ctaHref).toBe('/travel/travelinsurance');
    expect(travelClosingCta.quoteHref).toBe('/travel/travelinsurance');
  });

  it('has three benefits and three services', () => {
    expect(travelBenefits).toHaveLength(3);
    expect(travelBenefits.map((b) => b.icon)).toEqual(['Shield', 'Globe', 'SlidersHorizontal']);
    expect(travelServices).toHaveLength(3);
    expect(travelServices.map((s) => s.icon)).toEqual(['Plane', 'HeartPulse', 'Users']);
  });

  it('has two five-star testimonials', () => {
    expect(travelTestimonials).toHaveLength(2);
    for (const t of travelTestimonials) expect(t.rating).toBe(5);
  });

  it('has the three stats with exact values', () => {
    expect(travelStats.map((s) => s.value)).toEqual(['95%', '50+', '100K+']);
  });

  it('has four or five questions', () => {
    expect(travelFaq.length).toBeGreaterThanOrEqual(4);
    expect(travelFaq.length).toBeLessThanOrEqual(5);
  });
});

describe('legal documents', () => {
  const docs = [accessibilityStatement, privacyPolicy, termsOfUse];

  it('have meta descriptions of 120–160 characters and the update date', () => {
    for (const doc of docs) {
      expect(doc.description.length).toBeGreaterThanOrEqual(120);
      expect(doc.description.length).toBeLessThanOrEqual(160);
      expect(doc.updated).toBe('2026-11-21');
      expect(doc.sections.length).toBeGreaterThan(0);
    }
  });

  it('name the accessibility coordinator', () => {
    const text = JSON.stringify(accessibilityStatement);
    expect(text).toContain('מיכל לוי');
    expect(text).toContain('negishut@ofek-insurance.co.il');
    expect(text).toContain('21 בנובמבר 2026');
  });
});

describe('contact content', () => {
  it('has the hero and three card labels', () => {
    expect(contactHero.title).not.toBe('');
    expect(Object.keys(contactCards)).toEqual(['phone', 'email', 'hours']);
  });
});

describe('visible text', () => {
  it('has no English words in the marketing pages', () => {
    const visible: string[] = [];
    // every string value except links, which are not visible text
    const collect = (value: unknown, key = ''): void => {
      if (typeof value === 'string') {
        if (!/href$/i.test(key)) visible.push(value);
      } else if (Array.isArray(value)) {
        for (const item of value) collect(item, key);
      } else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) collect(v, k);
      }
    };
    collect([
      homeHero,
      homeServices.map(({ title, description }) => ({ title, description })),
      homeTravelCta,
      homeTestimonials,
      furtherAreas,
      travelHero,
      travelBenefits.map(({ title, description }) => ({ title, description })),
      travelServices.map(({ title, description }) => ({ title, description })),
      travelTestimonials,
      travelFaq,
      travelClosingCta,
      contactHero,
      contactCards,
    ]);
    const text = visible.join(' ');
    expect(text).not.toMatch(latinWord);
  });
});
