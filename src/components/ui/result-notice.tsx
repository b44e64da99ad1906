import { Box, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The outcome of a one-time link's page (unsubscribe, e-mail verification): a green status or a red
 * alert, its title, a sentence and a link onward (home unless given another).
 */
export function ResultNotice({
  tone,
  title,
  children,
  next = { to: '/', label: 'חזרה לדף הבית' },
}: {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  next?: { to: string; label: string };
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      mt="6"
      p="5"
      borderRadius="xl"
      borderWidth="1px"
      borderColor={tone === 'success' ? 'border.success' : 'border.error'}
      bg={tone === 'success' ? 'bg.success' : 'bg.error'}
    >
      <Text
        display="flex"
        alignItems="center"
        gap="2"
        fontWeight="bold"
        // fg.error (red.600) on bg.error is 4.4:1, under AA
        color={tone === 'success' ? 'fg.success' : 'red.700'}
      >
        <Icon size={20} aria-hidden="true" />
        {title}
      </Text>
      <Text mt="2">{children}</Text>
      <Box mt="3">
        <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
          <Link to={next.to}>{next.label}</Link>
        </Box>
      </Box>
    </Box>
  );
}
