import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { DirectionalIcon } from './directional-icon';
import { LinkButton, type LinkButtonProps } from './link-button';

interface CtaLinkProps extends Omit<LinkButtonProps, 'asChild'> {
  to: string;
  /** the orange of the heroes and dark bands instead of the brand colour */
  accent?: boolean;
}

const accentStyle = { bg: 'accent.orange', color: 'gray.950', _hover: { bg: 'orange.300' } } as const;

/** A call to action that leads to another page: a link drawn as a button, with a forward chevron. */
export function CtaLink({ to, accent, children, ...props }: CtaLinkProps) {
  return (
    <LinkButton asChild size="lg" {...(accent ? accentStyle : undefined)} {...props}>
      <Link to={to}>
        {children}
        <DirectionalIcon icon={ChevronRight} size={18} />
      </Link>
    </LinkButton>
  );
}
