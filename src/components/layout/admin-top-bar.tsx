import { Box, Flex, Text } from '@chakra-ui/react';
import { House } from 'lucide-react';
import { Link } from 'wouter';
import { AccountMenu } from '@/components/header/account-menu';
import { agency } from '@/content/agency';

/** The admin area's header: the site's name (back to the site), 'ניהול', and who is signed in with logout. */
export function AdminTopBar() {
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px" boxShadow="xs">
      <Flex px={{ base: '3', md: '6' }} h="14" align="center" gap={{ base: '2', md: '4' }}>
        <Flex align="center" gap="2" minW="0" flexShrink="0">
          <Box asChild display="inline-flex" flexShrink="0">
            <Link to="/" title="חזרה לאתר">
              <img src="/images/logo.svg" alt={`${agency.name} – לאתר`} width={96} height={30} />
            </Link>
          </Box>
          <Text
            as="span"
            fontWeight="bold"
            color="brand.fg"
            borderInlineStartWidth="1px"
            ps="2"
            display={{ base: 'none', sm: 'inline' }}
          >
            ניהול
          </Text>
        </Flex>
        <Box
          asChild
          display={{ base: 'none', md: 'inline-flex' }}
          alignItems="center"
          gap="1"
          fontSize="sm"
          color="fg.muted"
          _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
        >
          <Link to="/">
            <House size={14} aria-hidden="true" />
            לאתר
          </Link>
        </Box>
        <Flex flex="1" minW="0" justify="flex-end">
          <AccountMenu />
        </Flex>
      </Flex>
    </Box>
  );
}
