import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { LinkButton } from '@/components/ui/link-button';

/**
 * The 403 screen. A signed-out visitor of the admin area also gets the
 * admin sign-in (`loginHref`), which brings them back to the page they asked for.
 */
export function Forbidden({ loginHref }: { loginHref?: string }) {
  return (
    <Box textAlign="center" py={{ base: '16', md: '24' }} px="4">
      <Text fontSize={{ base: '6xl', md: '8xl' }} fontWeight="bold" color="brand.fg" lineHeight="1">
        403
      </Text>
      <Heading as="h1" size="2xl" mt="4">
        אין גישה
      </Heading>
      <Text mt="3" color="fg.muted" fontSize="lg">
        אין לכם הרשאה לצפות בדף זה. רק משתמשים מורשים יכולים לגשת לאזור זה.
      </Text>
      <Flex mt="8" gap="3" justify="center" wrap="wrap">
        {loginHref && (
          <LinkButton asChild size="lg">
            <Link to={loginHref}>
              <LogIn aria-hidden="true" />
              כניסת צוות
            </Link>
          </LinkButton>
        )}
        <LinkButton asChild size="lg" variant={loginHref ? 'outline' : 'solid'}>
          <Link to="/">חזרה לדף הבית</Link>
        </LinkButton>
      </Flex>
    </Box>
  );
}
