import { Box } from '@chakra-ui/react';
import { ContactDialogButton } from '@/components/contact/contact-dialog';
import { ContactInfoCards } from '@/components/contact/contact-info-cards';
import { OfficeMap } from '@/components/contact/office-map';
import { PageContainer } from '@/components/layout/page-container';
import { PageIntro, PageTitle } from '@/components/layout/page-intro';
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
      <PageIntro titleId="contact-title" crumbs={[HOME_CRUMB, ...crumbs]} pb={{ base: '20', md: '24' }}>
        <PageTitle id="contact-title" title={contactHero.title} lead={contactHero.subtitle}>
          <Box mt="8">
            <ContactDialogButton service="צור קשר" label="צרו קשר" />
          </Box>
        </PageTitle>
      </PageIntro>
      <PageContainer mt={{ base: '-12', md: '-14' }}>
        <ContactInfoCards />
      </PageContainer>
      <PageContainer py={{ base: '12', md: '20' }}>
        <OfficeMap />
      </PageContainer>
    </>
  );
}
