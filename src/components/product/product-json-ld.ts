import { agency } from '@/content/agency';
import { type Product, productGroupNames } from '@/content/products';

/** schema.org Service (insurance) or its subtype FinancialProduct (investments), offered through the agency. */
export function productJsonLd(publicUrl: string, product: Product) {
  const provider = { '@type': 'InsuranceAgency', '@id': `${publicUrl}/#agency`, name: agency.name };
  return {
    '@context': 'https://schema.org',
    '@type': product.group === 'investments' ? 'FinancialProduct' : 'Service',
    name: product.title,
    description: product.description,
    url: publicUrl + product.path,
    category: productGroupNames[product.group],
    serviceType: product.title,
    provider,
    areaServed: { '@type': 'Country', name: 'ישראל' },
    availableChannel: {
      '@type': 'ServiceChannel',
      servicePhone: { '@type': 'ContactPoint', telephone: agency.phone, contactType: 'customer service' },
      serviceUrl: `${publicUrl}/contact`,
    },
  };
}

/** schema.org FAQPage from the product's questions and answers. */
export function faqJsonLd(publicUrl: string, product: Pick<Product, 'path' | 'faq'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: publicUrl + product.path,
    mainEntity: product.faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
