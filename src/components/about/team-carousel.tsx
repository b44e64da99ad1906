import { Box, Flex, Heading, IconButton, Image, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { cardSurface } from '@/components/marketing/card-surface';
import { Section } from '@/components/marketing/section';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import type { TeamMember } from '@/content/about';

const wrap = (index: number, count: number) => (index + count) % count;

function Slide({
  member,
  position,
  count,
  current,
}: {
  member: TeamMember;
  position: number;
  count: number;
  current: boolean;
}) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} מתוך ${count}`}
      aria-hidden={current ? undefined : true}
      inert={!current}
      flex="0 0 100%"
      minW="0"
      px={{ base: '1', md: '2' }}
    >
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align="center"
        gap={{ base: '5', md: '10' }}
        {...cardSurface}
        borderRadius="3xl"
        p={{ base: '6', md: '10' }}
        h="full"
      >
        <Image
          src={member.image}
          alt={member.imageAlt}
          htmlWidth="400"
          htmlHeight="400"
          loading={position === 1 ? undefined : 'lazy'}
          boxSize={{ base: '36', md: '52' }}
          borderRadius="full"
          bg="brand.50"
          flexShrink="0"
        />
        <Box textAlign={{ base: 'center', md: 'start' }}>
          <Heading as="h3" size={{ base: 'xl', md: '2xl' }} color="brand.900">
            {member.name}
          </Heading>
          <Text mt="1" color="accent.teal" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }}>
            {member.role}
          </Text>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall" color="fg.muted">
            {member.description}
          </Text>
        </Box>
      </Flex>
    </Box>
  );
}

/**
 * The team carousel: previous/next and dot buttons, a live '1 / 3' counter, wrapping at
 * both ends. Arrow keys follow the reading direction: in RTL the left arrow moves to the next member.
 */
export function TeamCarousel({ team }: { team: readonly TeamMember[] }) {
  const [index, setIndex] = useState(0);
  const count = team.length;
  const go = (next: number) => setIndex(wrap(next, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowLeft: rtl ? 1 : -1, ArrowRight: rtl ? -1 : 1 }[
      event.key as 'ArrowLeft' | 'ArrowRight'
    ];
    if (step) go(index + step);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const offset = index * 100;
  return (
    <Section
      id="about-team"
      title="הצוות שלנו"
      lead="האנשים שיענו לכם בטלפון, יבנו איתכם את התיק ויעמדו לצדכם ביום התביעה."
      bg="brand.50"
    >
      <Box
        role="region"
        aria-roledescription="carousel"
        aria-label="חברי הצוות"
        onKeyDown={onKeyDown}
        maxW="4xl"
        mx="auto"
      >
        <Box overflow="hidden" borderRadius="3xl" p="1">
          <Flex
            transform={`translateX(-${offset}%)`}
            _rtl={{ transform: `translateX(${offset}%)` }}
            transition="transform 0.45s ease"
            _motionReduce={{ transition: 'none' }}
          >
            {team.map((member, position) => (
              <Slide
                key={member.id}
                member={member}
                position={position + 1}
                count={count}
                current={position === index}
              />
            ))}
          </Flex>
        </Box>
        <Flex mt="6" align="center" justify="center" gap={{ base: '3', md: '5' }}>
          <IconButton
            aria-label="לחבר הצוות הקודם"
            variant="outline"
            borderRadius="full"
            bg="bg"
            onClick={() => go(index - 1)}
          >
            <DirectionalIcon icon={ChevronLeft} size={20} />
          </IconButton>
          <IconButton
            aria-label="לחבר הצוות הבא"
            variant="outline"
            borderRadius="full"
            bg="bg"
            onClick={() => go(index + 1)}
          >
            <DirectionalIcon icon={ChevronRight} size={20} />
          </IconButton>
          <Flex as="ul" gap="1" listStyleType="none" p="0" m="0" aria-label="בחירת חבר צוות">
            {team.map((member, position) => {
              const active = position === index;
              return (
                <li key={member.id}>
                  <Box
                    as="button"
                    aria-label={`${member.name} – שקף ${position + 1} מתוך ${count}`}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => go(position)}
                    display="flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize="6"
                    borderRadius="full"
                    cursor="pointer"
                    _focusVisible={{
                      outline: '2px solid',
                      outlineColor: 'brand.focusRing',
                      outlineOffset: '1px',
                    }}
                  >
                    <Box
                      as="span"
                      display="block"
                      h="2.5"
                      w={active ? '6' : '2.5'}
                      borderRadius="full"
                      bg={active ? 'brand.700' : 'brand.400'}
                      transition="width 0.2s"
                    />
                  </Box>
                </li>
              );
            })}
          </Flex>
          <Text
            aria-live="polite"
            aria-atomic="true"
            fontWeight="semibold"
            color="brand.900"
            minW="12"
            textAlign="center"
          >
            <bdi dir="ltr">
              {index + 1} / {count}
            </bdi>
          </Text>
        </Flex>
      </Box>
    </Section>
  );
}
