// screen: the travel insurance form — the 8-step request; its code is part of this page's chunk.
import { Box, Heading, Text } from '@chakra-ui/react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageContainer } from '@/components/layout/page-container';
import { travelCrumbs } from '@/components/seo/crumbs';
import { HOME_CRUMB, PageMeta } from '@/components/seo/page-meta';
import { TravelForm } from '@/components/travel-form/travel-form';

export default function TravelFormPage() {
  return (
    <>
      <PageMeta
        title="טופס בקשה לביטוח נסיעות לחו״ל"
        description="טופס מקוון בשמונה שלבים לרכישת ביטוח נסיעות לחו״ל."
        path="/travel/travelinsurance"
        breadcrumbs={travelCrumbs(true)}
      />
      <Box
        as="section"
        aria-labelledby="travel-form-title"
        bg="brand.50"
        pt={{ base: '6', md: '8' }}
        pb={{ base: '16', md: '20' }}
      >
        <PageContainer maxW="4xl">
          <Breadcrumbs items={[HOME_CRUMB, ...travelCrumbs(true)]} />
          <Heading
            as="h1"
            id="travel-form-title"
            size={{ base: '2xl', md: '4xl' }}
            color="brand.900"
            mt={{ base: '5', md: '8' }}
          >
            בקשה לביטוח נסיעות לחו״ל
          </Heading>
          <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
            שמונה שלבים קצרים: יעדים, תאריכים, נוסעים ופרטים אישיים. נציג שלנו יחזור אליכם עם הצעה מותאמת.
          </Text>
        </PageContainer>
      </Box>
      <PageContainer maxW="4xl" mt={{ base: '-10', md: '-12' }} pb={{ base: '12', md: '20' }}>
        <TravelForm />
      </PageContainer>
    </>
  );
}
