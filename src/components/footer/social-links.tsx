import { Flex } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { agency } from '@/content/agency';

const svg = { width: 20, height: 20, viewBox: '0 0 24 24' } as const;

const FacebookIcon = () => (
  <svg aria-hidden="true" {...svg} fill="currentColor">
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z" />
  </svg>
);
const InstagramIcon = () => (
  <svg aria-hidden="true" {...svg} fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
);
const LinkedInIcon = () => (
  <svg aria-hidden="true" {...svg} fill="currentColor">
    <path d="M6.9 8.8H3.6V20h3.3V8.8zM5.2 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM20.4 13.6c0-3-.7-5.1-4.1-5.1-1.6 0-2.7.9-3.2 1.7V8.8H9.9V20h3.3v-5.5c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.3v-6.4z" />
  </svg>
);

const links = [
  { label: 'פייסבוק', href: agency.social.facebook, icon: <FacebookIcon /> },
  { label: 'אינסטגרם', href: agency.social.instagram, icon: <InstagramIcon /> },
  { label: 'לינקדאין', href: agency.social.linkedin, icon: <LinkedInIcon /> },
  {
    label: 'וואטסאפ',
    href: `https://wa.me/${agency.whatsapp}`,
    icon: <MessageCircle size={20} aria-hidden="true" />,
  },
];

/** The agency's social profiles; each opens in a new tab. */
export function SocialLinks() {
  return (
    <Flex as="ul" listStyleType="none" m="0" p="0" gap="2">
      {links.map((link) => (
        <li key={link.href}>
          <LinkButton
            asChild
            px="0"
            py="0"
            _icon={{ fontSize: '1.2em' }}
            variant="outline"
            size="md"
            rounded="full"
            color="white"
            borderColor="whiteAlpha.500"
            _hover={{ bg: 'whiteAlpha.200' }}
          >
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (נפתח בחלון חדש)`}
            >
              {link.icon}
            </a>
          </LinkButton>
        </li>
      ))}
    </Flex>
  );
}
