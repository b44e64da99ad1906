import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import {
  Award,
  BadgeCheck,
  CircleCheck,
  Handshake,
  HeartHandshake,
  type LucideIcon,
  ShieldCheck,
  Target,
  Telescope,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { CalloutBand } from '@/components/marketing/callout-band';
import { CardGrid } from '@/components/marketing/card-grid';
import { cardSurface } from '@/components/marketing/card-surface';
import { FeatureCard } from '@/components/marketing/feature-card';
import { Section } from '@/components/marketing/section';
import { IconBadge } from '@/components/ui/icon-badge';
import type {
  AboutPoint,
  Partnership as PartnershipTexts,
  TitledParagraph,
  TitledParagraphs,
} from '@/content/about';

// in content order: personal service, reliability, professionalism, stability
const valueIcons: readonly LucideIcon[] = [HeartHandshake, ShieldCheck, Award, BadgeCheck];

function TextPanel({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} p={{ base: '6', md: '8' }} {...cardSurface} h="full">
      <Flex align="center" gap="3" mb="4">
        <IconBadge icon={icon} boxSize="11" />
        <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} color="brand.900">
          {title}
        </Heading>
      </Flex>
      {children}
    </Box>
  );
}

/** Mission and vision side by side. */
export function MissionAndVision({
  mission,
  vision,
}: {
  mission: TitledParagraphs;
  vision: TitledParagraph;
}) {
  return (
    <PageContainer py={{ base: '12', md: '16' }}>
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '6', md: '8' }}>
        <TextPanel id="about-mission" icon={Target} title={mission.title}>
          {mission.paragraphs.map((paragraph) => (
            <Text
              key={paragraph.slice(0, 24)}
              fontSize={{ base: 'md', md: 'lg' }}
              lineHeight="tall"
              _notFirst={{ mt: '4' }}
            >
              {paragraph}
            </Text>
          ))}
        </TextPanel>
        <TextPanel id="about-vision" icon={Telescope} title={vision.title}>
          <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
            {vision.paragraph}
          </Text>
        </TextPanel>
      </Grid>
    </PageContainer>
  );
}

/** The four values: personal service, reliability, professionalism, stability. */
export function Values({ values }: { values: readonly AboutPoint[] }) {
  return (
    <Section
      id="about-values"
      title="הערכים שלנו"
      lead="ארבעה עקרונות שמנחים אותנו בכל שיחה, בכל פוליסה ובכל תביעה."
      bg="bg.subtle"
    >
      <CardGrid columns={{ base: 1, sm: 2, lg: 4 }}>
        {values.map((value, index) => (
          <FeatureCard
            key={value.title}
            icon={valueIcons[index] ?? ShieldCheck}
            title={value.title}
            text={value.description}
            accent="brand.600"
            p="6"
            boxShadow="xs"
          />
        ))}
      </CardGrid>
    </Section>
  );
}

/** 'Why choose us': four points. */
export function WhyChooseUs({ points }: { points: readonly AboutPoint[] }) {
  return (
    <Section id="about-why" title="למה לבחור בנו?">
      <CardGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '8' }} maxW="5xl" mx="auto">
        {points.map((point) => (
          <Flex as="li" key={point.title} gap="4" align="flex-start">
            <IconBadge icon={CircleCheck} iconSize={28} shape="plain" color="accent.teal" mt="1" />
            <Box>
              <Heading as="h3" size="lg" color="brand.900">
                {point.title}
              </Heading>
              <Text mt="1" color="fg.muted">
                {point.description}
              </Text>
            </Box>
          </Flex>
        ))}
      </CardGrid>
    </Section>
  );
}

/** The partnership with an insurance company and an agency. */
export function Partnership({ partnership }: { partnership: PartnershipTexts }) {
  return (
    <PageContainer pt={{ base: '12', md: '16' }} pb={{ base: '4', md: '8' }}>
      <CalloutBand
        id="about-partnership"
        title={partnership.title}
        text={partnership.paragraph}
        start={
          <IconBadge
            icon={Handshake}
            iconSize={34}
            boxSize="16"
            borderRadius="2xl"
            bg="white/20"
            color="inherit"
          />
        }
      />
    </PageContainer>
  );
}
