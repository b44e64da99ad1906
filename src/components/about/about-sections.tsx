import { Box, Flex, Grid, Heading, SimpleGrid, Text } from '@chakra-ui/react';
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
import { Section } from '@/components/marketing/section';
import { mission, partnership, values, vision, whyChooseUs } from '@/content/about';

// in content order: personal service, reliability, professionalism, stability
const valueIcons: readonly LucideIcon[] = [HeartHandshake, ShieldCheck, Award, BadgeCheck];

function TextPanel({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      p={{ base: '6', md: '8' }}
      bg="bg"
      borderRadius="2xl"
      borderWidth="1px"
      h="full"
    >
      <Flex align="center" gap="3" mb="4">
        <Flex
          boxSize="11"
          align="center"
          justify="center"
          borderRadius="xl"
          bg="brand.50"
          color="brand.700"
          aria-hidden="true"
        >
          <Icon size={24} />
        </Flex>
        <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} color="brand.900">
          {title}
        </Heading>
      </Flex>
      {children}
    </Box>
  );
}

/** Mission and vision side by side. */
export function MissionAndVision() {
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
export function Values() {
  return (
    <Section
      id="about-values"
      title="הערכים שלנו"
      lead="ארבעה עקרונות שמנחים אותנו בכל שיחה, בכל פוליסה ובכל תביעה."
      bg="bg.subtle"
    >
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap={{ base: '4', md: '6' }}
        listStyleType="none"
        p="0"
        m="0"
      >
        {values.map((value, index) => {
          const Icon = valueIcons[index] ?? ShieldCheck;
          return (
            <Flex
              as="li"
              key={value.title}
              direction="column"
              gap="3"
              p="6"
              bg="bg"
              borderRadius="2xl"
              boxShadow="xs"
              borderTopWidth="4px"
              borderTopColor="brand.600"
            >
              <Box color="brand.700" aria-hidden="true">
                <Icon size={30} />
              </Box>
              <Heading as="h3" size="lg" color="brand.900">
                {value.title}
              </Heading>
              <Text color="fg.muted">{value.description}</Text>
            </Flex>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}

/** 'Why choose us': four points. */
export function WhyChooseUs() {
  return (
    <Section id="about-why" title="למה לבחור בנו?">
      <SimpleGrid
        as="ul"
        columns={{ base: 1, md: 2 }}
        gap={{ base: '5', md: '8' }}
        listStyleType="none"
        p="0"
        m="0"
        maxW="5xl"
        mx="auto"
      >
        {whyChooseUs.map((point) => (
          <Flex as="li" key={point.title} gap="4" align="flex-start">
            <Box color="accent.teal" flexShrink="0" mt="1" aria-hidden="true">
              <CircleCheck size={28} />
            </Box>
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
      </SimpleGrid>
    </Section>
  );
}

/** The partnership with an insurance company and an agency. */
export function Partnership() {
  return (
    <PageContainer pt={{ base: '12', md: '16' }} pb={{ base: '4', md: '8' }}>
      <Flex
        as="section"
        aria-labelledby="about-partnership"
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '4', md: '8' }}
        align={{ md: 'center' }}
        bg="brand.900"
        color="white"
        borderRadius="3xl"
        p={{ base: '6', md: '10' }}
      >
        <Flex
          boxSize="16"
          flexShrink="0"
          align="center"
          justify="center"
          borderRadius="2xl"
          bg="white/20"
          aria-hidden="true"
        >
          <Handshake size={34} />
        </Flex>
        <Box>
          <Heading as="h2" id="about-partnership" size={{ base: 'xl', md: '2xl' }}>
            {partnership.title}
          </Heading>
          <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="white/90">
            {partnership.paragraph}
          </Text>
        </Box>
      </Flex>
    </PageContainer>
  );
}
