import { Flex, type FlexProps, Heading, type HeadingProps, LinkOverlay, Text } from '@chakra-ui/react';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { IconBadge, type IconBadgeProps } from '@/components/ui/icon-badge';
import { cardSurface, linkedCard } from './card-surface';

export interface FeatureCardProps extends Omit<FlexProps, 'title' | 'id'> {
  icon: LucideIcon;
  title: ReactNode;
  text: ReactNode;
  /** the icon's holder: shape, size, colours */
  badge?: Omit<IconBadgeProps, 'icon'>;
  /** the heading's level (h3 under a section's h2) or colour */
  heading?: Pick<HeadingProps, 'as' | 'color'>;
  /** the heading's id; the text's is `${id}-text` */
  id?: string;
  /** a bar of this colour along the top instead of the outline and shadow; the bare icon takes the colour too */
  accent?: string;
  /** makes the whole card clickable: the title is the link, described by the text (needs `id`) */
  href?: string;
  /** below the text, at the foot of the card */
  children?: ReactNode;
}

/** A list item card: an icon, a title and a short text (the features, services, values, coverage). */
export function FeatureCard({
  icon,
  title,
  text,
  badge,
  heading,
  id,
  accent,
  href,
  children,
  ...props
}: FeatureCardProps) {
  const textId = id && `${id}-text`;
  const content = (
    <>
      <IconBadge icon={icon} {...(accent && { shape: 'plain', iconSize: 28, color: accent })} {...badge} />
      <Heading as="h3" id={id} size="lg" color="brand.900" {...heading}>
        {href ? (
          // the title is the link and its name; its overlay makes the whole card clickable
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <Link to={href} aria-describedby={textId}>
              {title}
            </Link>
          </LinkOverlay>
        ) : (
          title
        )}
      </Heading>
      <Text id={textId} color="fg.muted" flex="1">
        {text}
      </Text>
      {children}
    </>
  );
  const card = {
    direction: 'column',
    gap: '3',
    p: { base: '6', md: '7' },
    ...(accent
      ? { bg: 'bg', borderRadius: '2xl', borderTopWidth: '4px', borderTopColor: accent }
      : cardSurface),
    ...props,
  } as const;
  if (!href) {
    return (
      <Flex as="li" {...card}>
        {content}
      </Flex>
    );
  }
  return (
    <Flex as="li" {...linkedCard} {...card}>
      {content}
    </Flex>
  );
}

interface ReadMoreProps extends FlexProps {
  /** a link of its own; without it the line is decoration inside a card that is itself the link */
  to?: string;
  /** the link's accessible name, which says where it leads ('למידע נוסף על …') */
  label?: string;
}

/** The 'more details ›' line at the foot of a card, its arrow pointing the reader's way. */
export function ReadMore({ to, label, children, ...props }: ReadMoreProps) {
  const content = (
    <>
      {children}
      <DirectionalIcon icon={ChevronRight} />
    </>
  );
  const line = { align: 'center', gap: '1', color: 'brand.700', fontWeight: 'semibold', ...props } as const;
  if (!to) {
    return (
      <Flex as="span" aria-hidden="true" {...line}>
        {content}
      </Flex>
    );
  }
  return (
    <Flex asChild alignSelf="start" _hover={{ textDecoration: 'underline' }} {...line}>
      <Link to={to} aria-label={label}>
        {content}
      </Link>
    </Flex>
  );
}
