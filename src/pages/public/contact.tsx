import { Box, Heading, Text } from '@chakra-ui/react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { ContactInfoCards } from '@/components/contact/contact-info-cards';
import { OfficeMap } from '@/components/contact/office-map';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageContainer } from '@/components/layout/page-container';
import { HOME_CRUMB, PageMeta } from '@/components/seo/page-meta';
import { contactPageJsonLd, insuranceAgencyJsonLd } from '@/components/seo/structured-data';
import { agency } from '@/content/agency';
import { contactHero } from '@/content/contact';
import { useSite } from '@/lib/site-context';

const crumbs = [{ name: contactHero.title, path: '/contact' }];
const description = `צרו קשר עם ${agency.name}: טלפון ${agency.phone}, דוא״ל או השארת פרטים בטופס. המשרד ב${agency.address.area} פתוח בימים א׳–ה׳ 09:00–17:00.`;

export default function ContactPage() {
  const { publicUrl } = useSite();
  return (
    <>
      <PageMeta
        title={contactHero.title}
        description={description}
        keywords={['צור קשר', 'סוכן ביטוח', 'ייעוץ ביטוחי', 'סוכנות ביטוח בתל אביב', 'שעות פעילות']}
        path="/contact"
        breadcrumbs={crumbs}
        jsonLd={[contactPageJsonLd(publicUrl), insuranceAgencyJsonLd(publicUrl)]}
      />
      <Box
        as="section"
        aria-labelledby="contact-title"
        bg="brand.50"
        pt={{ base: '6', md: '8' }}
        pb={{ base: '20', md: '24' }}
      >
        <PageContainer>
          <Breadcrumbs items={[HOME_CRUMB, ...crumbs]} />
          <Box maxW="3xl" mt={{ base: '6', md: '10' }}>
            <Heading as="h1" id="contact-title" size={{ base: '3xl', md: '5xl' }} color="brand.900">
              {contactHero.title}
            </Heading>
            <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall">
              {contactHero.subtitle}
            </Text>
            <Box mt="8">
              <ContactDialogButton service="צור קשר" label="צרו קשר" />
            </Box>
          </Box>
        </PageContainer>
      </Box>
      <PageContainer mt={{ base: '-12', md: '-14' }}>
        <ContactInfoCards />
      </PageContainer>
      <PageContainer py={{ base: '12', md: '20' }}>
        <OfficeMap />
      </PageContainer>
    </>
  );
}
