import { agency } from '@/content/agency';

/** schema.org InsuranceAgency for the home and contact pages. */
export function insuranceAgencyJsonLd(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    '@id': `${publicUrl}/#agency`,
    name: agency.name,
    legalName: agency.legalName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/images/logo.svg`,
    image: `${publicUrl}/og-image.png`,
    telephone: agency.phone,
    email: agency.email,
    foundingDate: String(agency.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: agency.address.street,
      addressLocality: agency.address.city,
      postalCode: agency.address.postalCode,
      addressCountry: 'IL',
    },
    geo: { '@type': 'GeoCoordinates', latitude: agency.geo.lat, longitude: agency.geo.lng },
    openingHoursSpecification: agency.openingHoursSpec.map((spec) => ({
      '@type': 'OpeningHoursSpecification',
      ...spec,
    })),
    sameAs: Object.values(agency.social),
  };
}

/** schema.org ContactPage with the agency's contact point (the contact page). */
export function contactPageJsonLd(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    url: `${publicUrl}/contact`,
    mainEntity: {
      '@type': 'InsuranceAgency',
      '@id': `${publicUrl}/#agency`,
      name: agency.name,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: agency.phone,
        email: agency.email,
        contactType: 'customer service',
        areaServed: 'IL',
        availableLanguage: ['Hebrew'],
      },
    },
  };
}
