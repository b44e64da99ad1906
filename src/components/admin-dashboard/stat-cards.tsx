import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { Eye, type LucideIcon, Newspaper, Plane, Users } from 'lucide-react';
import { Link } from 'wouter';
import { formatNumber } from '@/components/admin-applications/format';
import { panelSurface } from './panel';

export interface Stats {
  posts: number;
  members: number;
  applications: number;
  views: number;
}

interface Card {
  key: keyof Stats;
  label: string;
  note: string;
  to: string;
  icon: LucideIcon;
}

// Posts, members, requests, views today; each leads to its section (views: to the chart)
const cards: readonly Card[] = [
  { key: 'posts', label: 'פוסטים בבלוג', note: 'לניהול הבלוג', to: '/admin/blog', icon: Newspaper },
  { key: 'members', label: 'חברים', note: 'לניהול החברים', to: '/admin/members', icon: Users },
  {
    key: 'applications',
    label: 'בקשות לביטוח נסיעות',
    note: 'לכל הבקשות',
    to: '/admin/applications',
    icon: Plane,
  },
  { key: 'views', label: 'צפיות היום', note: 'מאז חצות (שעון ישראל)', to: '#traffic', icon: Eye },
];

/** The four stat cards; `stats` undefined while loading (the numbers read '—'). */
export function StatCards({ stats }: { stats: Stats | undefined }) {
  return (
    <SimpleGrid
      as="ul"
      aria-label="נתוני האתר"
      columns={{ base: 2, lg: 4 }}
      gap={{ base: '3', md: '4' }}
      listStyleType="none"
      p="0"
      m="0"
    >
      {cards.map(({ key, label, note, to, icon: Icon }) => {
        const value = stats ? formatNumber(stats[key]) : '—';
        const content = (
          <>
            <Flex align="center" justify="space-between" gap="2">
              <Text fontSize="sm" fontWeight="medium" color="fg.muted">
                {label}
              </Text>
              <Box
                as="span"
                display="inline-flex"
                p="2"
                borderRadius="full"
                bg="brand.subtle"
                color="brand.fg"
                aria-hidden="true"
              >
                <Icon size={18} />
              </Box>
            </Flex>
            <Text
              fontSize={{ base: '2xl', md: '3xl' }}
              fontWeight="bold"
              lineHeight="1.2"
              mt="1"
              data-stat={key}
            >
              {value}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {note}
            </Text>
          </>
        );
        const style = {
          display: 'block',
          h: 'full',
          p: { base: '3', md: '5' },
          ...panelSurface,
          transition: 'border-color 0.15s, box-shadow 0.15s',
          _hover: { borderColor: 'brand.300', boxShadow: 'sm' },
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
        } as const;
        return (
          <li key={key}>
            <Box asChild {...style}>
              {to.startsWith('#') ? <a href={to}>{content}</a> : <Link to={to}>{content}</Link>}
            </Box>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
