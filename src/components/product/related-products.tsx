import { Flex, Heading, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import type { RelatedLink } from '@/lib/catalogue';

/** Cards that lead to related product pages; the whole card is clickable, the title is the link. */
export function RelatedProducts({ links }: { links: readonly RelatedLink[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
      {links.map((link) => (
        <LinkBox
          as="li"
          key={link.path}
          display="flex"
          flexDirection="column"
          bg="bg"
          borderWidth="1px"
          borderRadius="xl"
          p="5"
          transition="border-color 0.2s, box-shadow 0.2s"
          _hover={{ borderColor: 'brand.border', shadow: 'md' }}
          css={{
            '&:has(:focus-visible)': {
              outline: '2px solid',
              outlineColor: 'brand.focusRing',
              outlineOffset: '2px',
            },
          }}
        >
          <Heading as="h3" size="md">
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <Link to={link.path}>{link.title}</Link>
            </LinkOverlay>
          </Heading>
          {link.description && (
            <Text mt="2" color="fg.muted" fontSize="sm" flex="1">
              {link.description}
            </Text>
          )}
          <Flex
            mt="4"
            align="center"
            gap="1"
            color="brand.fg"
            fontSize="sm"
            fontWeight="medium"
            aria-hidden="true"
          >
            לפרטים נוספים
            <DirectionalIcon icon={ArrowRight} size={14} />
          </Flex>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
