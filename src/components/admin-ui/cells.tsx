import { Box, Button, type ButtonProps, chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatPhone } from '@/shared/contact';

const linkStyle = { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

/** Nothing to show: '—' to the eye, 'אין' to a screen reader. */
export function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <chakra.span srOnly>אין</chakra.span>
    </>
  );
}

/** A phone to call, left to right, written as people write it. */
export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <NoValue />;
  return (
    <Box asChild {...linkStyle} whiteSpace="nowrap">
      <a href={`tel:${phone}`} dir="ltr">
        {formatPhone(phone)}
      </a>
    </Box>
  );
}

/**
 * An address to write to, left to right. A long one breaks before its '@', and elsewhere only when a
 * part is wider than its box: `break-word`, unlike `anywhere`, leaves the address's parts as the
 * column's least width, so a table never squeezes it to a few letters a line.
 */
export function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <Box asChild {...linkStyle} overflowWrap="break-word">
      <a href={`mailto:${email}`} dir="ltr">
        {at > 0 ? (
          <>
            {email.slice(0, at)}
            <wbr />
            {email.slice(at)}
          </>
        ) : (
          email
        )}
      </a>
    </Box>
  );
}

/**
 * A row's button: its word on screen, and to a screen reader the word with the row it acts on
 * ('עריכה: דנה כהן'), since every row has one.
 */
export function RowButton({
  label,
  name,
  icon,
  ...props
}: { label: string; name: string; icon: ReactNode } & Omit<ButtonProps, 'children'>) {
  return (
    <Button size="xs" variant="outline" whiteSpace="nowrap" aria-label={`${label}: ${name}`} {...props}>
      {icon}
      {label}
    </Button>
  );
}

/** A row's buttons, side by side, wrapping on a narrow card. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap">
      {children}
    </Flex>
  );
}
