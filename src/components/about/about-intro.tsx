import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageContainer } from '@/components/layout/page-container';
import { Stat } from '@/components/marketing/stat';
import { aboutIntro } from '@/content/about';
import { agency } from '@/content/agency';

const facts = [
  { value: '25+', label: 'שנות ניסיון' },
  { value: String(agency.foundedYear), label: 'שנת ההקמה' },
  { value: '3', label: 'תחומי פעילות: ביטוח, פנסיה וחיסכון' },
] as const;

/** The page's opening: title, who we are, and "over 25 years" in numbers. */
export function AboutIntro({ crumbs }: { crumbs: readonly { name: string; path: string }[] }) {
  return (
    <Box
      as="section"
      aria-labelledby="about-title"
      bg="brand.50"
      pt={{ base: '6', md: '8' }}
      pb={{ base: '12', md: '16' }}
    >
      <PageContainer>
        <Breadcrumbs items={crumbs} />
        <Grid
          templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="center"
          mt={{ base: '6', md: '10' }}
        >
          <Box>
            <Text color="accent.teal" fontWeight="bold" mb="2">
              אודות {agency.name}
            </Text>
            <Heading as="h1" id="about-title" size={{ base: '3xl', md: '5xl' }} color="brand.900">
              {aboutIntro.title}
            </Heading>
            <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="tall" color="fg">
              {aboutIntro.lead}
            </Text>
          </Box>
          <Flex as="dl" direction={{ base: 'row', lg: 'column' }} gap={{ base: '3', md: '4' }} m="0">
            {facts.map((fact) => (
              <Stat
                key={fact.label}
                value={fact.value}
                label={fact.label}
                flex="1"
                bg="bg"
                borderRadius="2xl"
                boxShadow="sm"
                px={{ base: '3', md: '6' }}
                py={{ base: '4', md: '5' }}
                labelProps={{ fontSize: { base: 'xs', md: 'sm' }, color: 'fg.muted' }}
                valueProps={{ fontSize: { base: '2xl', md: '4xl' }, color: 'brand.700' }}
              />
            ))}
          </Flex>
        </Grid>
      </PageContainer>
    </Box>
  );
}
