import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DateRange, formatNumber } from '@/components/admin-applications/format';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { destinationNames } from '@/shared/destinations';
import { badgeRecipe } from '@/theme/chakra-theme';
import { panelSurface } from './panel';

export interface WaitingApplication {
  id: number;
  fullName: string;
  destination: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
}

export interface WaitingMessage {
  id: number;
  firstName: string;
  lastName: string;
  service: string;
  createdAt: Date;
}

interface PanelTexts {
  id: string;
  title: string;
  linkTo: string;
  linkText: string;
  empty: string;
}

// The two panels' texts and where their links lead
const panels = {
  applications: {
    id: 'waiting-applications',
    title: 'בקשות שממתינות לטיפול',
    linkTo: '/admin/applications?status=pending',
    linkText: 'לכל הבקשות הממתינות',
    empty: 'אין בקשות שממתינות לטיפול.',
  },
  messages: {
    id: 'waiting-messages',
    title: 'פניות שלא טופלו',
    linkTo: '/admin/contact-messages',
    linkText: 'לכל הפניות',
    empty: 'כל הפניות טופלו.',
  },
} as const satisfies Record<string, PanelTexts>;

function Panel({
  texts: { id, title, linkTo, linkText, empty },
  count,
  children,
}: {
  texts: PanelTexts;
  count: number;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id} {...panelSurface} minW="0">
      <Flex
        align="center"
        justify="space-between"
        wrap="wrap"
        columnGap="4"
        rowGap="1"
        px={{ base: '4', md: '5' }}
        py="4"
        borderBottomWidth="1px"
      >
        <Heading as="h2" size="md" id={id} display="flex" alignItems="center" gap="2">
          {title}
          <Badge recipe={badgeRecipe} colorPalette={count > 0 ? 'orange' : 'gray'} variant="subtle" size="md">
            {formatNumber(count)}
          </Badge>
        </Heading>
        <Box
          asChild
          display="inline-flex"
          alignItems="center"
          gap="1"
          fontSize="sm"
          fontWeight="medium"
          color="brand.fg"
          whiteSpace="nowrap"
          _hover={{ textDecoration: 'underline' }}
        >
          <Link to={linkTo}>
            {linkText}
            <DirectionalIcon icon={ArrowRight} size={14} />
          </Link>
        </Box>
      </Flex>
      {count === 0 ? (
        <Flex align="center" gap="2" px={{ base: '4', md: '5' }} py="6" color="fg.muted">
          <Box as="span" display="inline-flex" color="green.600" aria-hidden="true">
            <CircleCheck size={18} />
          </Box>
          {empty}
        </Flex>
      ) : (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
          {children}
        </Stack>
      )}
    </Box>
  );
}

/** One waiting item: who, when it came in, and a line of detail below. */
function WaitingItem({ name, createdAt, children }: { name: string; createdAt: Date; children: ReactNode }) {
  return (
    <Box
      as="li"
      px={{ base: '4', md: '5' }}
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
    >
      <Flex justify="space-between" gap="3" wrap="wrap">
        <Text fontWeight="semibold">{name}</Text>
        <Box fontSize="sm" color="fg.muted">
          <DateTime value={createdAt} />
        </Box>
      </Flex>
      {children}
    </Box>
  );
}

/** Travel requests still pending: how many, and the five newest. */
export function WaitingApplications({ pending, newest }: { pending: number; newest: WaitingApplication[] }) {
  return (
    <Panel texts={panels.applications} count={pending}>
      {newest.map((a) => (
        <WaitingItem key={a.id} name={a.fullName} createdAt={a.createdAt}>
          <Flex columnGap="3" rowGap="0.5" wrap="wrap" fontSize="sm" color="fg.muted" mt="0.5">
            <Text>{destinationNames(a.destination)}</Text>
            <DateRange start={a.startDate} end={a.endDate} />
          </Flex>
        </WaitingItem>
      ))}
    </Panel>
  );
}

/** Contact messages not handled yet: how many, and the five newest. */
export function WaitingMessages({ unhandled, newest }: { unhandled: number; newest: WaitingMessage[] }) {
  return (
    <Panel texts={panels.messages} count={unhandled}>
      {newest.map((m) => (
        <WaitingItem key={m.id} name={`${m.firstName} ${m.lastName}`} createdAt={m.createdAt}>
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {m.service}
          </Text>
        </WaitingItem>
      ))}
    </Panel>
  );
}
