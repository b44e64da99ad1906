import { Button, type ButtonProps } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { DirectionalIcon } from './directional-icon';

interface CtaLinkProps extends Omit<ButtonProps, 'asChild'> {
  to: string;
  /** the orange of the heroes and dark bands instead of the brand colour */
  accent?: boolean;
}

const accentStyle = { bg: 'accent.orange', color: 'gray.950', _hover: { bg: 'orange.300' } } as const;

/** A call to action that leads to another page: a link drawn as a button, with a forward chevron. */
export function CtaLink({ to, accent, children, ...props }: CtaLinkProps) {
  return (
    <Button asChild size="lg" {...(accent ? accentStyle : undefined)} {...props}>
      <Link to={to}>
        {children}
        <DirectionalIcon icon={ChevronRight} size={18} />
      </Link>
    </Button>
  );
}
