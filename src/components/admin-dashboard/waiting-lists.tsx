import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateRange, destinationNames, formatNumber } from '@/components/admin-applications/format';
import { DateTime } from '@/components/admin-inbox/admin-table';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { badgeRecipe } from '@/theme/chakra-theme';

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

function Panel({
  id,
  title,
  count,
  linkTo,
  linkText,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  linkTo: string;
  linkText: string;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      boxShadow="xs"
      minW="0"
    >
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

const itemStyle = {
  px: { base: '4', md: '5' },
  py: '3',
  borderBottomWidth: '1px',
  _last: { borderBottomWidth: '0' },
} as const;

/** Travel requests still pending: how many, and the five newest. */
export function WaitingApplications({ pending, newest }: { pending: number; newest: WaitingApplication[] }) {
  return (
    <Panel
      id="waiting-applications"
      title="בקשות שממתינות לטיפול"
      count={pending}
      linkTo="/admin/applications?status=pending"
      linkText="לכל הבקשות הממתינות"
      empty="אין בקשות שממתינות לטיפול."
    >
      {newest.map((a) => (
        <Box as="li" key={a.id} {...itemStyle}>
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="semibold">{a.fullName}</Text>
            <Box fontSize="sm" color="fg.muted">
              <DateTime value={a.createdAt} />
            </Box>
          </Flex>
          <Flex columnGap="3" rowGap="0.5" wrap="wrap" fontSize="sm" color="fg.muted" mt="0.5">
            <Text>{destinationNames(a.destination)}</Text>
            <DateRange start={a.startDate} end={a.endDate} />
          </Flex>
        </Box>
      ))}
    </Panel>
  );
}

/** Contact messages not handled yet: how many, and the five newest. */
export function WaitingMessages({ unhandled, newest }: { unhandled: number; newest: WaitingMessage[] }) {
  return (
    <Panel
      id="waiting-messages"
      title="פניות שלא טופלו"
      count={unhandled}
      linkTo="/admin/contact-messages"
      linkText="לכל הפניות"
      empty="כל הפניות טופלו."
    >
      {newest.map((m) => (
        <Box as="li" key={m.id} {...itemStyle}>
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="semibold">
              {m.firstName} {m.lastName}
            </Text>
            <Box fontSize="sm" color="fg.muted">
              <DateTime value={m.createdAt} />
            </Box>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="0.5">
            {m.service}
          </Text>
        </Box>
      ))}
    </Panel>
  );
}
